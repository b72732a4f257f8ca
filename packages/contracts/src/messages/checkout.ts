import type { Language } from '../language';

/** The checkout form's messages and the checkout service's refusals. */
export const CHECKOUT_MESSAGES = {
  'checkout.firstNameRequired': { en: 'First name is required', es: 'El nombre es obligatorio' },
  'checkout.lastNameRequired': { en: 'Last name is required', es: 'El apellido es obligatorio' },
  'checkout.emailInvalid': {
    en: 'Valid email is required',
    es: 'Se requiere un correo electrónico válido',
  },
  'checkout.phoneRequired': {
    en: 'Phone number is required',
    es: 'El número de teléfono es obligatorio',
  },
  'checkout.streetRequired': {
    en: 'Street address is required',
    es: 'La dirección es obligatoria',
  },
  'checkout.cityRequired': { en: 'City is required', es: 'La ciudad es obligatoria' },
  'checkout.stateRequired': { en: 'State is required', es: 'El estado es obligatorio' },
  'checkout.zipCodeRequired': { en: 'ZIP code is required', es: 'El código postal es obligatorio' },
  'checkout.countryRequired': { en: 'Country is required', es: 'El país es obligatorio' },
  'checkout.fieldTooLong': {
    en: 'Must be at most 200 characters',
    es: 'Debe tener como máximo 200 caracteres',
  },
  'checkout.notesTooLong': {
    en: 'Notes must be at most 2000 characters',
    es: 'Las notas deben tener como máximo 2000 caracteres',
  },
  'checkout.cartEmpty': {
    en: 'Your cart is empty.',
    es: 'Su carrito está vacío.',
  },
  'checkout.productUnavailable': {
    en: 'Sorry, {item} is no longer available. Please remove it from your cart.',
    es: 'Lo sentimos, {item} ya no está disponible. Quítelo de su carrito.',
  },
  'checkout.paymentsUnavailable': {
    en: 'Card payments are not available right now, so orders cannot be placed. Please try again later.',
    es: 'Los pagos con tarjeta no están disponibles en este momento, así que no se pueden hacer pedidos. Inténtelo más tarde.',
  },
  'checkout.replaced': {
    en: 'This checkout was replaced by a newer one, so nothing will be charged for it. Please check your orders or try again.',
    es: 'Este pago fue reemplazado por uno más reciente, así que no se cobrará nada por él. Revise sus pedidos o inténtelo de nuevo.',
  },
  'checkout.paymentNotStarted': {
    en: 'We could not start the payment, so your order was not placed and nothing was charged. Please try again.',
    es: 'No pudimos iniciar el pago, así que su pedido no se realizó y no se cobró nada. Inténtelo de nuevo.',
  },
  'checkout.tooManyCheckouts': {
    en: 'Too many checkouts were started in a short time. Please wait a few minutes and try again; your cart and the details you entered are kept.',
    es: 'Se iniciaron demasiados pagos en poco tiempo. Espere unos minutos e inténtelo de nuevo; su carrito y los datos que escribió se conservan.',
  },
  'checkout.tooManyFailures': {
    en: 'Too many card payments were declined, so new orders are paused for a while. Please try again later or contact us; your cart is kept.',
    es: 'Se rechazaron demasiados pagos con tarjeta, así que los pedidos nuevos quedan en pausa por un tiempo. Inténtelo más tarde o contáctenos; su carrito se conserva.',
  },
  'checkout.lineTooLarge': {
    en: 'At most {max} of {item} can be ordered at once. Please lower the quantity in your cart.',
    es: 'Se pueden pedir como máximo {max} de {item} a la vez. Reduzca la cantidad en su carrito.',
  },
  'checkout.tooManyUnits': {
    en: 'At most {max} items can be reserved for you while they wait for payment. Please lower the quantities in your cart, or pay for your earlier order first.',
    es: 'Se pueden reservar como máximo {max} artículos para usted mientras esperan el pago. Reduzca las cantidades de su carrito o pague primero su pedido anterior.',
  },
} as const satisfies Record<string, Record<Language, string>>;
