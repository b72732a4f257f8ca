import type { Language } from '../language';

/** Giving messages: the billing service's giving routes, the /give page, the Giving tabs. */
export const GIVING_MESSAGES = {
  'giving.fundRequired': { en: 'Choose a fund.', es: 'Elija un fondo.' },
  'giving.fundNotFound': {
    en: 'That fund does not exist or no longer takes gifts.',
    es: 'Ese fondo no existe o ya no recibe donativos.',
  },
  'giving.fundNameRequired': { en: 'Enter the fund’s name.', es: 'Escriba el nombre del fondo.' },
  'giving.fundNameEsRequired': {
    en: 'Enter the fund’s name in Spanish.',
    es: 'Escriba el nombre del fondo en español.',
  },
  'giving.fundNameTooLong': {
    en: 'The name can have at most 80 characters.',
    es: 'El nombre puede tener como máximo 80 caracteres.',
  },
  'giving.fundDescriptionTooLong': {
    en: 'The description can have at most 600 characters.',
    es: 'La descripción puede tener como máximo 600 caracteres.',
  },
  'giving.goalInvalid': {
    en: 'Enter a goal between $1.00 and $1,000,000.00, or leave it empty.',
    es: 'Escriba una meta entre $1.00 y $1,000,000.00, o déjela vacía.',
  },
  'giving.amountRequired': { en: 'Enter an amount.', es: 'Escriba un importe.' },
  'giving.amountInvalid': {
    en: 'Enter an amount in dollars and cents.',
    es: 'Escriba un importe en dólares y centavos.',
  },
  'giving.amountTooSmall': { en: 'The smallest gift is $5.00.', es: 'El donativo mínimo es de $5.00.' },
  'giving.amountTooLarge': {
    en: 'The largest gift online is $10,000.00. Please contact us for a larger gift.',
    es: 'El donativo máximo en línea es de $10,000.00. Contáctenos para un donativo mayor.',
  },
  'giving.frequencyInvalid': { en: 'Choose one-time or monthly.', es: 'Elija una vez o mensual.' },
  'giving.dedicationInvalid': {
    en: 'Choose “in honor of” or “in memory of”.',
    es: 'Elija «en honor de» o «en memoria de».',
  },
  'giving.dedicationNameRequired': {
    en: 'Enter the name of the person the gift is dedicated to.',
    es: 'Escriba el nombre de la persona a quien dedica el donativo.',
  },
  'giving.dedicationNameTooLong': {
    en: 'The name can have at most 100 characters.',
    es: 'El nombre puede tener como máximo 100 caracteres.',
  },
  'giving.nameRequired': { en: 'Enter your name.', es: 'Escriba su nombre.' },
  'giving.nameTooLong': {
    en: 'Your name can have at most 100 characters.',
    es: 'Su nombre puede tener como máximo 100 caracteres.',
  },
  'giving.emailRequired': { en: 'Enter your e-mail address.', es: 'Escriba su correo electrónico.' },
  'giving.emailInvalid': {
    en: 'Enter a valid e-mail address.',
    es: 'Escriba un correo electrónico válido.',
  },
  'giving.monthlyNeedsAccount': {
    en: 'Please sign in to give monthly.',
    es: 'Inicie sesión para dar mensualmente.',
  },
  'giving.tooManyAttempts': {
    en: 'Too many gifts were started from here. Please try again in an hour.',
    es: 'Se iniciaron demasiados donativos desde aquí. Inténtelo de nuevo en una hora.',
  },
  'giving.tooManyFailures': {
    en: 'Several payments were declined. For your safety, please try again in an hour or contact us.',
    es: 'Varios pagos fueron rechazados. Por su seguridad, inténtelo de nuevo en una hora o contáctenos.',
  },
  'giving.tooManyChanges': {
    en: 'Your monthly gifts were changed many times in a short while. Please wait 15 minutes and try again.',
    es: 'Sus donativos mensuales se cambiaron muchas veces en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
  },
  'giving.paymentNotFound': {
    en: 'We could not find this gift. Please start again from the Give page.',
    es: 'No encontramos este donativo. Empiece de nuevo desde la página Donar.',
  },
  'giving.paymentNotConfirmed': {
    en: 'Your payment was not confirmed. Please try again.',
    es: 'Su pago no fue confirmado. Inténtelo de nuevo.',
  },
  'giving.giftNotFound': { en: 'We could not find this gift.', es: 'No encontramos este donativo.' },
  'giving.recurringNotFound': {
    en: 'We could not find this monthly gift.',
    es: 'No encontramos este donativo mensual.',
  },
  'giving.recurringEnded': {
    en: 'This monthly gift was canceled and can no longer be changed.',
    es: 'Este donativo mensual fue cancelado y ya no se puede cambiar.',
  },
  'giving.refundInvalid': {
    en: 'Enter an amount to refund, in cents.',
    es: 'Escriba el importe a reembolsar, en centavos.',
  },
  'giving.refundTooMuch': {
    en: 'You cannot refund more than what is left of this gift.',
    es: 'No puede reembolsar más de lo que queda de este donativo.',
  },
  'giving.yearInvalid': { en: 'Choose a valid year.', es: 'Elija un año válido.' },
  'giving.noGiftsInYear': {
    en: 'You have no gifts in that year.',
    es: 'No tiene donativos en ese año.',
  },
  'giving.dateInvalid': {
    en: 'Enter a date as YYYY-MM-DD.',
    es: 'Escriba una fecha como AAAA-MM-DD.',
  },
  'giving.pageInvalid': { en: 'That page does not exist.', es: 'Esa página no existe.' },
  'giving.donorTooLong': {
    en: 'Search with at most 200 characters.',
    es: 'Busque con un máximo de 200 caracteres.',
  },
} as const satisfies Record<string, Record<Language, string>>;
