import type { Language } from '../language';

/** Subscription and payment messages, sent by the billing service and shown by the account remote. */
export const BILLING_MESSAGES = {
  'billing.planRequired': { en: 'Choose a plan.', es: 'Elija un plan.' },
  'billing.unknownPlan': {
    en: 'That plan does not exist. Choose Essential, Growth or Transform.',
    es: 'Ese plan no existe. Elija Esencial, Crecimiento o Transformación.',
  },
  'billing.setupIntentInvalid': {
    en: 'The payment reference is not valid.',
    es: 'La referencia del pago no es válida.',
  },
  'billing.unavailable': {
    en: 'Online payments are not available right now. Please contact us to subscribe.',
    es: 'Los pagos en línea no están disponibles en este momento. Contáctenos para suscribirse.',
  },
  'billing.providerError': {
    en: 'The payment provider could not be reached. Please try again.',
    es: 'No se pudo contactar al proveedor de pagos. Inténtelo de nuevo.',
  },
  'billing.accountUnavailable': {
    en: 'We could not read your account right now. Please try again.',
    es: 'No pudimos leer su cuenta en este momento. Inténtelo de nuevo.',
  },
  'billing.alreadySubscribed': {
    en: 'You already have an active subscription. You can manage it from your account.',
    es: 'Ya tiene una suscripción activa. Puede administrarla desde su cuenta.',
  },
  'billing.paymentNotFound': {
    en: 'We could not find this payment. Please choose your plan again.',
    es: 'No encontramos este pago. Elija su plan de nuevo.',
  },
  'billing.paymentNotConfirmed': {
    en: 'Your payment was not confirmed. Please try again.',
    es: 'Su pago no fue confirmado. Inténtelo de nuevo.',
  },
  'billing.noSubscription': {
    en: 'You have no active subscription.',
    es: 'No tiene una suscripción activa.',
  },
  'billing.tooManyPortalSessions': {
    en: 'The billing page was opened many times in a short while. Please wait 15 minutes and try again.',
    es: 'La página de facturación se abrió muchas veces en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
  },
  'billing.invalidSignature': {
    en: 'The webhook signature is not valid.',
    es: 'La firma del webhook no es válida.',
  },
} as const satisfies Record<string, Record<Language, string>>;
