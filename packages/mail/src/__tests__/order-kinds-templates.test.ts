import type { Order, OrderLine } from '@ministry/contracts/order';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { RETREAT_PLACE_LINE } from '@ministry/contracts/testing/place-line';
import { lineText } from '../templates/order-common';
import { orderNoticeMail } from '../templates/order-notice';
import { orderPaidMail } from '../templates/order-paid';
import { orderRefundedMail } from '../templates/order-refunded';
import { orderShippedMail } from '../templates/order-shipped';

// One cart of typed lines, one receipt: products, a gift (tax-deductible) and a premium resource.

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });
const siteUrl = 'https://wop.org';
const address = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

const tee: OrderLine = {
  kind: 'product',
  productId: 'p1',
  name: 'Faith Over Fear Tee',
  nameEs: 'Camiseta Fe sobre el miedo',
  priceCents: 2500,
  quantity: 1,
  options: { size: 'M' },
};
const gift = (cents: number): OrderLine => ({
  kind: 'gift',
  productId: 'f1',
  name: 'Building Fund',
  nameEs: 'Fondo de Construcción',
  priceCents: cents,
  quantity: 1,
  options: {},
  deductibleCents: cents,
});
const journal: OrderLine = {
  kind: 'resource',
  productId: 'r1',
  name: 'Prayer Journal',
  nameEs: 'Diario de oración',
  priceCents: 900,
  quantity: 1,
  options: {},
};

/** An order of these lines, priced as the shop prices it (shipping only on the products). */
function orderOf(items: OrderLine[], shippingCents: number): Order {
  const subtotalCents = items.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return {
    id: 'o1',
    orderNumber: 'WOP-7K3M-Q2X9',
    status: 'paid',
    items,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    refundedCents: 0,
    holdExpiresAt: null,
    paidAt: '2027-03-03T17:00:00.000Z',
    shipment: null,
    deliveredAt: null,
    contactInfo: {
      firstName: 'Martha',
      lastName: 'Reyes',
      email: 'martha@example.org',
      phone: '718-555-0101',
    },
    shippingAddress: items.some((line) => line.kind === 'product') ? address : null,
    billingAddress: address,
    notes: '',
    createdAt: '2027-03-03T16:55:00.000Z',
  };
}

describe('the receipt of an order with a gift and a download', () => {
  it('over $75: itemised by kind, the deductible amount and the quid-pro-quo statement, in text and HTML', () => {
    // $25 tee + $50 gift + $9 journal + $5.95 shipping = $89.95, of which $50 is the gift.
    const order = orderOf([tee, gift(5000), journal], 595);
    const mail = orderPaidMail(inLanguage('en'), { order, siteUrl });
    expect(mail.text).toContain('1 × Faith Over Fear Tee (Size: M): $25.00');
    expect(mail.text).toContain('Gift to Building Fund: $50.00');
    expect(mail.text).toContain('1 × Prayer Journal (digital download): $9.00');
    expect(mail.text).toContain('Total: $89.95\nTax-deductible amount: $50.00');
    const statement =
      'Your payment of $89.95 includes a tax-deductible contribution of $50.00. In exchange you received goods or services with an estimated value of $39.95.';
    expect(mail.text).toContain(statement);
    expect(mail.html).toContain(statement);
    expect(mail.html).toContain('Tax-deductible amount');
    expect(mail.text).toContain('Open my downloads: https://wop.org/account?tab=resources');
    expect(mail.html).toContain('href="https://wop.org/account?tab=resources"');
    expect(mail.text).toContain('Ship to: 60-12 Myrtle Avenue');
    expect(mail.text).toContain('tracking number');
  });

  it('the same in Spanish', () => {
    const mail = orderPaidMail(inLanguage('es'), {
      order: orderOf([tee, gift(5000), journal], 595),
      siteUrl,
    });
    expect(mail.text).toContain('Donativo al Fondo de Construcción: $50.00');
    expect(mail.text).toContain('1 × Diario de oración (descarga digital): $9.00');
    expect(mail.text).toContain('Importe deducible de impuestos: $50.00');
    expect(mail.text).toContain(
      'Su pago de $89.95 incluye una contribución deducible de impuestos de $50.00. A cambio recibió bienes o servicios con un valor estimado de $39.95.',
    );
    expect(mail.text).toContain('Abrir mis descargas: https://wop.org/account?tab=resources');
  });

  it('at $75 or under: the deductible amount, no statement', () => {
    // $25 tee + $20 gift + $5.95 shipping = $50.95.
    const mail = orderPaidMail(inLanguage('en'), { order: orderOf([tee, gift(2000)], 595), siteUrl });
    expect(mail.text).toContain('Tax-deductible amount: $20.00');
    expect(mail.text).not.toContain('In exchange you received');
    expect(mail.text).not.toContain('No goods or services');
    expect(mail.text).not.toContain('account?tab=resources');
  });

  it('nothing that ships: no shipping, no address, no tracking promise', () => {
    const order = orderOf([gift(10000), journal], 0);
    const mail = orderPaidMail(inLanguage('en'), { order, siteUrl });
    expect(mail.text).not.toContain('Ship to');
    expect(mail.text).not.toContain('Shipping');
    expect(mail.text).not.toContain('tracking number');
    expect(mail.text).toContain('Subtotal: $109.00\nTotal: $109.00\nTax-deductible amount: $100.00');
    expect(mail.text).toContain('estimated value of $9.00');
    expect(mail.text).toContain('Billing address: 60-12 Myrtle Avenue');
  });

  it('all gift: no goods or services were provided', () => {
    const mail = orderPaidMail(inLanguage('es'), { order: orderOf([gift(10000)], 0), siteUrl });
    expect(mail.text).toContain('No se proporcionaron bienes ni servicios a cambio de esta contribución.');
    expect(mail.text).not.toContain('A cambio recibió');
  });
});

describe('the other order e-mails with typed lines', () => {
  it('staff notice: nothing to ship is said, no address block', () => {
    const mail = orderNoticeMail(inLanguage('en'), {
      order: orderOf([gift(2500), journal], 0),
      siteUrl,
      kind: 'paid',
      at: new Date('2027-03-03T17:00:00Z'),
    });
    expect(mail.text).toContain('Nothing in it ships');
    expect(mail.text).not.toContain('Ship to');
    expect(mail.text).toContain('Gift to Building Fund: $25.00');
  });

  it('shipped: only the products are in the package', () => {
    const order = {
      ...orderOf([tee, gift(2500), journal], 595),
      status: 'shipped' as const,
      shipment: { carrier: 'USPS', trackingNumber: '9400', shippedAt: '2027-03-04T15:00:00.000Z' },
    };
    const mail = orderShippedMail(inLanguage('en'), { order, siteUrl });
    expect(mail.text).toContain('1 × Faith Over Fear Tee (Size: M): $25.00');
    expect(mail.text).not.toContain('Building Fund');
    expect(mail.text).not.toContain('Prayer Journal');
  });

  it('refunded: a refunded gift line reads as the gift', () => {
    const order = orderOf([tee, gift(2500)], 595);
    const mail = orderRefundedMail(inLanguage('en'), {
      order: { ...order, refundedCents: 2500 },
      siteUrl,
      amountCents: 2500,
      lines: [{ line: order.items[1]!, quantity: 1 }],
    });
    expect(mail.text).toContain('Refunded items:\n\nGift to Building Fund: $25.00');
  });
});

describe('a place line on the receipt', () => {
  it('names the event and its day, each person with her option and price, and how it was priced', () => {
    const line = { ...RETREAT_PLACE_LINE, place: { ...RETREAT_PLACE_LINE.place!, perk: true } };
    expect(lineText(line, 'en')).toBe(
      "Women's Retreat Day — Sat, Mar 22, 2025: Ana (Participant) $25.00, Lucía (Childcare) $10.00 (early-bird price, your own place included in your plan): $35.00",
    );
    expect(lineText(line, 'es')).toContain(
      'Día de retiro para mujeres — sáb, 22 de mar de 2025: Ana (Participante) $25.00, Lucía (Cuidado infantil) $10.00 (precio anticipado, su propio lugar incluido en su plan): $35.00',
    );
  });
});
