import type { Language } from '../language';

export const EVENT_MESSAGES = {
  'event.titleRequired': { en: 'Title is required', es: 'El título es obligatorio' },
  'event.dateRequired': { en: 'Date is required', es: 'La fecha es obligatoria' },
  'event.timeRequired': { en: 'Time is required', es: 'La hora es obligatoria' },
  'event.locationRequired': { en: 'Location is required', es: 'La ubicación es obligatoria' },
  'event.descriptionRequired': { en: 'Description is required', es: 'La descripción es obligatoria' },
  'event.categoryRequired': { en: 'Category is required', es: 'La categoría es obligatoria' },
  'event.categoryInvalid': {
    en: 'A category is a short name in lowercase letters, digits and hyphens',
    es: 'Una categoría es un nombre corto en minúsculas, dígitos y guiones',
  },
  'event.recurringTypeInvalid': {
    en: 'Repeat must be weekly, monthly or yearly',
    es: 'La repetición debe ser semanal, mensual o anual',
  },
  'event.recurringDayInvalid': { en: 'Unknown weekday', es: 'Día de la semana desconocido' },
  'event.dateInvalid': { en: 'Enter a valid date', es: 'Introduzca una fecha válida' },
  'event.textTooLong': { en: 'This text is too long', es: 'Este texto es demasiado largo' },
  'event.endBeforeStart': {
    en: 'The end date cannot be before the date',
    es: 'La fecha de finalización no puede ser anterior a la fecha',
  },
  'event.rangeInvalid': {
    en: 'Give from and to as dates (YYYY-MM-DD), from on or before to',
    es: 'Indique from y to como fechas (AAAA-MM-DD), con from igual o anterior a to',
  },
  'event.rangeTooLong': {
    en: 'Ask for at most 400 days at a time',
    es: 'Solicite como máximo 400 días a la vez',
  },
} as const satisfies Record<string, Record<Language, string>>;
