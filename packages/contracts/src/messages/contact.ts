import type { Language } from '../language';

/** The contact form and POST /api/contact. */
export const CONTACT_MESSAGES = {
  'contact.nameMin': {
    en: 'Name must be at least 2 characters.',
    es: 'El nombre debe tener al menos 2 caracteres.',
  },
  'contact.nameTooLong': {
    en: 'Name must be at most 100 characters.',
    es: 'El nombre debe tener como máximo 100 caracteres.',
  },
  'contact.emailInvalid': {
    en: 'Please enter a valid email address.',
    es: 'Por favor, introduzca un correo electrónico válido.',
  },
  'contact.phoneTooLong': {
    en: 'Phone number must be at most 40 characters.',
    es: 'El número de teléfono debe tener como máximo 40 caracteres.',
  },
  'contact.subjectRequired': {
    en: 'Please select a subject.',
    es: 'Por favor, seleccione un asunto.',
  },
  'contact.messageMin': {
    en: 'Message must be at least 10 characters.',
    es: 'El mensaje debe tener al menos 10 caracteres.',
  },
  'contact.messageTooLong': {
    en: 'Message must be at most 5000 characters.',
    es: 'El mensaje debe tener como máximo 5000 caracteres.',
  },
  'contact.sent': {
    en: "Thank you for reaching out. We'll reply within 24 hours.",
    es: 'Gracias por escribirnos. Le responderemos en menos de 24 horas.',
  },
  'contact.sendFailed': {
    en: 'There was an error sending your message. Please try again.',
    es: 'Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.',
  },
} as const satisfies Record<string, Record<Language, string>>;
