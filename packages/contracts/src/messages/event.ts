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
  'event.signupNameRequired': { en: 'Name is required', es: 'El nombre es obligatorio' },
  'event.signupNameTooLong': {
    en: 'Name must be at most 120 characters',
    es: 'El nombre debe tener como máximo 120 caracteres',
  },
  'event.signupEmailRequired': {
    en: 'Email is required',
    es: 'El correo electrónico es obligatorio',
  },
  'event.signupEmailInvalid': {
    en: 'Please enter a valid email address',
    es: 'Por favor, introduzca un correo electrónico válido',
  },
  'event.timeInvalid': {
    en: 'Enter a time such as 19:30',
    es: 'Introduzca una hora como 19:30',
  },
  'event.endTimeRequired': { en: 'End time is required', es: 'La hora de finalización es obligatoria' },
  'event.endTimeSameAsStart': {
    en: 'The end time must differ from the start time',
    es: 'La hora de finalización debe ser distinta de la hora de inicio',
  },
  'event.capacityInvalid': {
    en: 'Seats must be a whole number from 1 to 10,000, or empty for unlimited',
    es: 'Los lugares deben ser un número entero de 1 a 10.000, o quedar vacíos para no tener límite',
  },
  'event.closesHoursInvalid': {
    en: 'Sign-up must close between 0 and 720 hours before the start',
    es: 'La inscripción debe cerrarse entre 0 y 720 horas antes del inicio',
  },
  'event.occurrenceNotFound': {
    en: 'This event does not take place on that day.',
    es: 'Este evento no se realiza ese día.',
  },
  'event.signupOff': {
    en: 'Sign-up is not open for this event.',
    es: 'La inscripción no está abierta para este evento.',
  },
  'event.signupClosed': {
    en: 'Sign-up for this date has closed.',
    es: 'La inscripción para esta fecha ya cerró.',
  },
  'event.signupFull': {
    en: 'Sorry, this date is full.',
    es: 'Lo sentimos, ya no quedan lugares para esta fecha.',
  },
  'event.alreadyRegistered': {
    en: 'This e-mail address is already signed up for this date.',
    es: 'Este correo electrónico ya está inscrito para esta fecha.',
  },
  'event.registrationNotFound': {
    en: 'We could not find this sign-up.',
    es: 'No encontramos esta inscripción.',
  },
  'event.registrationAlreadyCanceled': {
    en: 'This sign-up has already been canceled.',
    es: 'Esta inscripción ya fue cancelada.',
  },
  'event.cancelLinkInvalid': {
    en: 'This cancellation link is not valid. Please use the link from your e-mail.',
    es: 'Este enlace de cancelación no es válido. Use el enlace de su correo electrónico.',
  },
  'event.occurrencePast': {
    en: 'This date has already passed.',
    es: 'Esta fecha ya pasó.',
  },
  'event.tooManySignups': {
    en: 'Too many sign-ups from here. Please wait a few minutes and try again.',
    es: 'Demasiadas inscripciones desde aquí. Espere unos minutos e inténtelo de nuevo.',
  },
  'event.confirmLinkInvalid': {
    en: 'This confirmation link is not valid. Please use the link from your e-mail.',
    es: 'Este enlace de confirmación no es válido. Use el enlace de su correo electrónico.',
  },
  'event.confirmLinkExpired': {
    en: 'This confirmation link has expired and the place it held was released. Please sign up again.',
    es: 'Este enlace de confirmación venció y el lugar que reservaba se liberó. Inscríbase de nuevo.',
  },
  'event.alreadyConfirmed': {
    en: 'This sign-up is already confirmed.',
    es: 'Esta inscripción ya está confirmada.',
  },
  'event.tooManyUnconfirmed': {
    en: 'Many sign-ups for this date are waiting for e-mail confirmation. Please try again in a little while, or sign in to sign up at once.',
    es: 'Muchas inscripciones para esta fecha esperan la confirmación por correo electrónico. Inténtelo de nuevo dentro de un rato, o inicie sesión para inscribirse enseguida.',
  },
  'event.membersOnly': {
    en: 'Sign-up for this event is for members only. Please sign in to sign up.',
    es: 'La inscripción a este evento es solo para miembros. Inicie sesión para inscribirse.',
  },
} as const satisfies Record<string, Record<Language, string>>;
