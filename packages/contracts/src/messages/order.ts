import type { Language } from '../language';

/** Orders: the back office's forms (ship, refund, cancel) and the order service's refusals. */
export const ORDER_MESSAGES = {
  'order.notFound': { en: 'Order not found.', es: 'Pedido no encontrado.' },
  'order.carrierRequired': { en: 'Enter the carrier', es: 'Indique la empresa de transporte' },
  'order.carrierTooLong': {
    en: 'The carrier must be at most 60 characters',
    es: 'La empresa de transporte debe tener como máximo 60 caracteres',
  },
  'order.trackingRequired': { en: 'Enter the tracking number', es: 'Indique el número de seguimiento' },
  'order.trackingTooLong': {
    en: 'The tracking number must be at most 60 characters',
    es: 'El número de seguimiento debe tener como máximo 60 caracteres',
  },
  'order.trackingInvalid': {
    en: 'The tracking number may only contain letters, digits, spaces and dashes',
    es: 'El número de seguimiento solo puede contener letras, dígitos, espacios y guiones',
  },
  'order.reasonTooLong': {
    en: 'The reason must be at most 500 characters',
    es: 'El motivo debe tener como máximo 500 caracteres',
  },
  'order.refundInvalid': {
    en: 'Choose the lines and quantities to refund, or refund the whole order',
    es: 'Elija las líneas y cantidades que desea reembolsar, o reembolse el pedido completo',
  },
  'order.refundTooMuch': {
    en: 'That is more than was paid and not yet refunded.',
    es: 'Eso es más de lo que se pagó y aún no se ha reembolsado.',
  },
  'order.filterInvalid': {
    en: 'Check the filters: a status from the list, dates as YYYY-MM-DD and a page number',
    es: 'Revise los filtros: un estado de la lista, fechas como AAAA-MM-DD y un número de página',
  },
  'order.cannotShip': {
    en: 'Only a paid order that has not been shipped can be marked shipped.',
    es: 'Solo un pedido pagado que aún no se ha enviado puede marcarse como enviado.',
  },
  'order.cannotDeliver': {
    en: 'Only a shipped order can be marked delivered.',
    es: 'Solo un pedido enviado puede marcarse como entregado.',
  },
  'order.cannotCancel': {
    en: 'Only an unpaid order, or a paid order not yet shipped, can be canceled.',
    es: 'Solo se puede cancelar un pedido sin pagar, o un pedido pagado que aún no se ha enviado.',
  },
  'order.cannotRefund': {
    en: 'Only a paid, shipped or delivered order can be refunded.',
    es: 'Solo se puede reembolsar un pedido pagado, enviado o entregado.',
  },
  'order.paymentArriving': {
    en: 'Stripe has already taken this payment: wait for it to be recorded, then refund or cancel the paid order.',
    es: 'Stripe ya cobró este pago: espere a que se registre y luego reembolse o cancele el pedido pagado.',
  },
  'order.refundFailed': {
    en: 'Stripe did not accept the refund. Nothing was changed; please try again.',
    es: 'Stripe no aceptó el reembolso. No se cambió nada; inténtelo de nuevo.',
  },
  'order.stripeUnavailable': {
    en: 'Payments are not available right now, so this cannot be done. Please try again later.',
    es: 'Los pagos no están disponibles en este momento, así que no se puede hacer. Inténtelo más tarde.',
  },
} as const satisfies Record<string, Record<Language, string>>;
