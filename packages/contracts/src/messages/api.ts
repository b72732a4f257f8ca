import type { Language } from '../language';

export const API_MESSAGES = {
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
  'api.tooManyRequests': {
    en: 'Too many requests. Please wait a few minutes and try again.',
    es: 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
  },
  'api.unavailable': {
    en: 'The service is temporarily unavailable.',
    es: 'El servicio no está disponible temporalmente.',
  },
} as const satisfies Record<string, Record<Language, string>>;
