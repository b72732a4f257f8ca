import type { Language } from '@ministry/contracts/language';
import { HELLO, button, paragraph, siteLink, type RenderedMail, type MailContext } from '../layout';
import { formatCents } from '@ministry/contracts/money';
import { buyerMail, itemBlocks, type OrderMailData } from './order-common';

const TEXT = {
  en: {
    subject: (number: string) => `Your payment for order ${number} was refunded`,
    heading: HELLO.en,
    body: 'Your payment arrived after the time we could hold the items for you, and by then they had sold out. We are sorry: we did not keep your money. The whole payment was refunded to your card.',
    amount: 'Refunded',
    items: 'The order was for:',
    bank: 'Depending on your bank, the refund takes 5 to 10 business days to appear on your statement.',
    shop: 'Visit the shop',
    questions: (phone: string) => `Questions? Reply to this e-mail or call us at ${phone}.`,
  },
  es: {
    subject: (number: string) => `Reembolsamos su pago del pedido ${number}`,
    heading: HELLO.es,
    body: 'Su pago llegó después del tiempo en que podíamos reservarle los artículos, y para entonces se habían agotado. Lo sentimos: no nos quedamos con su dinero. Reembolsamos el pago completo a su tarjeta.',
    amount: 'Reembolsado',
    items: 'El pedido era de:',
    bank: 'Según su banco, el reembolso tardará de 5 a 10 días hábiles en aparecer en su estado de cuenta.',
    shop: 'Visitar la tienda',
    questions: (phone: string) => `¿Preguntas? Responda a este correo o llámenos al ${phone}.`,
  },
} satisfies Record<Language, unknown>;

/** A payment came after the hold expired and the stock was gone: it was refunded in full. */
export function orderLatePaymentRefundedMail(context: MailContext, data: OrderMailData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  return buyerMail(context, data, text, {
    rows: [[text.amount, formatCents(data.order.refundedCents, language)]],
    blocks: [...itemBlocks(text.items, data.order, language), paragraph(text.bank)],
    button: button(text.shop, siteLink(data.siteUrl, '/shop')),
  });
}
