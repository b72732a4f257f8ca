import type { Language } from './language';

/**
 * Every validation and API error message the services and forms share, in both languages.
 * Schemas carry the key; whoever shows the message (a form, an error middleware) translates it.
 */
export const MESSAGES = {
  'event.titleRequired': { en: 'Title is required', es: 'El título es obligatorio' },
  'event.dateRequired': { en: 'Date is required', es: 'La fecha es obligatoria' },
  'event.timeRequired': { en: 'Time is required', es: 'La hora es obligatoria' },
  'event.locationRequired': { en: 'Location is required', es: 'La ubicación es obligatoria' },
  'event.descriptionRequired': { en: 'Description is required', es: 'La descripción es obligatoria' },
  'event.categoryRequired': { en: 'Category is required', es: 'La categoría es obligatoria' },
  'event.categoryInvalid': {
    en: 'Choose one of the listed categories',
    es: 'Elija una de las categorías de la lista',
  },
  'event.recurringTypeInvalid': {
    en: 'Repeat must be weekly, monthly or yearly',
    es: 'La repetición debe ser semanal, mensual o anual',
  },
  'event.recurringDayInvalid': { en: 'Unknown weekday', es: 'Día de la semana desconocido' },
  'event.dateInvalid': { en: 'Enter a valid date', es: 'Introduzca una fecha válida' },
  'api.invalidInput': { en: 'The request is not valid.', es: 'La solicitud no es válida.' },
  'api.malformedJson': {
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es JSON válido.',
  },
  'api.bodyTooLarge': {
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  'api.notFound': { en: 'Not found.', es: 'No encontrado.' },
  'api.unauthorized': { en: 'Please sign in first.', es: 'Inicie sesión primero.' },
  'api.forbidden': {
    en: 'You do not have permission to do that.',
    es: 'No tiene permiso para hacer eso.',
  },
  'api.crossOrigin': {
    en: 'Requests from other sites are not allowed.',
    es: 'No se permiten solicitudes desde otros sitios.',
  },
  'api.internal': {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  },
  'api.unavailable': {
    en: 'The service is temporarily unavailable.',
    es: 'El servicio no está disponible temporalmente.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** Translates a message key; any other text (already a sentence) is returned unchanged. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? MESSAGES[keyOrText][language] : keyOrText;
}
