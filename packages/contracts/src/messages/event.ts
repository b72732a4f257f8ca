import type { Language } from '../language';

export const EVENT_MESSAGES = {
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
} as const satisfies Record<string, Record<Language, string>>;
