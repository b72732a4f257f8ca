import type { Order } from '@ministry/contracts/order';
import { orderLatePaymentRefundedMail } from '../templates/order-late-payment-refunded';
import { orderNoticeMail } from '../templates/order-notice';
import { orderPaidMail } from '../templates/order-paid';
import { orderRefundedMail } from '../templates/order-refunded';
import { orderShippedMail } from '../templates/order-shipped';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const siteUrl = 'https://wop.org';
const address = {
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood',
  state: 'NY',
  zipCode: '11385',
  country: 'United States',
};

const order: Order = {
  id: 'o1',
  orderNumber: 'WOP-7K3M-Q2X9',
  status: 'paid',
  items: [
    {
      productId: 'p1',
      name: 'Faith Over Fear Tee',
      nameEs: 'Camiseta Fe sobre el miedo',
      priceCents: 2500,
      quantity: 2,
      options: { size: 'M' },
    },
    {
      productId: 'p2',
      name: 'Birthstone Bracelet',
      nameEs: 'Pulsera de piedra natal',
      priceCents: 1850,
      quantity: 1,
      options: { birthstone: 'May' },
    },
  ],
  subtotalCents: 6850,
  shippingCents: 595,
  totalCents: 7445,
  refundedCents: 0,
  holdExpiresAt: null,
  paidAt: '2027-03-03T17:00:00.000Z',
  shipment: null,
  deliveredAt: null,
  contactInfo: { firstName: 'Martha', lastName: 'Reyes', email: 'martha@example.org', phone: '718-555-0101' },
  shippingAddress: address,
  billingAddress: { ...address, street: '1 <b>Bold</b> St' },
  notes: 'Gift-wrap, please.',
  createdAt: '2027-03-03T16:55:00.000Z',
};

describe('orderPaidMail (the receipt)', () => {
  it('lists the lines, the amounts and both addresses, and links to her orders, in English', () => {
    const mail = orderPaidMail(inLanguage('en'), { order, siteUrl });
    expect(mail.subject).toBe('Your order WOP-7K3M-Q2X9 is paid: thank you!');
    expect(mail.text).toContain('Thank you, Martha!');
    expect(mail.text).toContain('Order number: WOP-7K3M-Q2X9');
    expect(mail.text).toContain('Paid: March 3, 2027 at 12:00 PM');
    expect(mail.text).toContain('2 × Faith Over Fear Tee (Size: M): $50.00');
    expect(mail.text).toContain('1 × Birthstone Bracelet (Birthstone: May (Emerald)): $18.50');
    expect(mail.text).toContain('Subtotal: $68.50\nShipping: $5.95\nTotal: $74.45');
    expect(mail.text).toContain('Ship to: 60-12 Myrtle Avenue\nRidgewood, NY 11385\nUnited States');
    expect(mail.text).toContain('See my orders: https://wop.org/account?tab=orders');
    expect(mail.html).toContain('1 &lt;b&gt;Bold&lt;/b&gt; St');
  });

  it('in Spanish: Spanish names, labels and date, and free shipping said so', () => {
    const mail = orderPaidMail(inLanguage('es'), {
      order: { ...order, shippingCents: 0, totalCents: 6850 },
      siteUrl,
    });
    expect(mail.subject).toBe('Su pedido WOP-7K3M-Q2X9 está pagado: ¡gracias!');
    expect(mail.text).toContain('2 × Camiseta Fe sobre el miedo (Talla: M): $50.00');
    expect(mail.text).toContain('Envío: Gratis');
    expect(mail.text).toContain('Pagado: 3 de marzo de 2027');
    expect(mail.html).toContain('<html lang="es">');
  });
});

describe('orderShippedMail', () => {
  it('gives the carrier and tracking number in both languages', () => {
    const shipped = {
      ...order,
      status: 'shipped' as const,
      shipment: { carrier: 'USPS', trackingNumber: '9400 1000', shippedAt: '2027-03-04T15:00:00.000Z' },
    };
    const en = orderShippedMail(inLanguage('en'), { order: shipped, siteUrl });
    expect(en.subject).toBe('Your order WOP-7K3M-Q2X9 is on its way');
    expect(en.text).toContain('Carrier: USPS\nTracking number: 9400 1000');
    const es = orderShippedMail(inLanguage('es'), { order: shipped, siteUrl });
    expect(es.subject).toBe('Su pedido WOP-7K3M-Q2X9 va en camino');
    expect(es.text).toContain('Número de seguimiento: 9400 1000');
  });
});

describe('orderRefundedMail', () => {
  it('a partial refund: this amount, the total refunded and the items', () => {
    const mail = orderRefundedMail(inLanguage('en'), {
      order: { ...order, refundedCents: 2500 },
      siteUrl,
      amountCents: 2500,
      lines: [{ line: order.items[0]!, quantity: 1 }],
    });
    expect(mail.subject).toBe('Part of your order WOP-7K3M-Q2X9 was refunded');
    expect(mail.text).toContain('We refunded $25.00 to the card you paid with.');
    expect(mail.text).toContain('Refunded in all: $25.00');
    expect(mail.text).toContain('1 × Faith Over Fear Tee (Size: M): $25.00');
  });

  it('a full refund, in Spanish', () => {
    const mail = orderRefundedMail(inLanguage('es'), {
      order: { ...order, refundedCents: 7445 },
      siteUrl,
      amountCents: 7445,
      lines: [],
    });
    expect(mail.subject).toBe('Su pedido WOP-7K3M-Q2X9 fue reembolsado');
    expect(mail.text).toContain('Reembolsamos $74.45');
    expect(mail.text).not.toContain('Artículos reembolsados');
  });
});

describe('orderLatePaymentRefundedMail', () => {
  it('explains the late payment was refunded in full', () => {
    const refunded = { ...order, status: 'refunded' as const, refundedCents: 7445 };
    const en = orderLatePaymentRefundedMail(inLanguage('en'), { order: refunded, siteUrl });
    expect(en.subject).toBe('Your payment for order WOP-7K3M-Q2X9 was refunded');
    expect(en.text).toContain('Refunded: $74.45');
    expect(en.text).toContain('Visit the shop: https://wop.org/shop');
    const es = orderLatePaymentRefundedMail(inLanguage('es'), { order: refunded, siteUrl });
    expect(es.subject).toBe('Reembolsamos su pago del pedido WOP-7K3M-Q2X9');
  });
});

describe('orderNoticeMail (to staff)', () => {
  it('names the buyer and links to the order in the admin', () => {
    const mail = orderNoticeMail(inLanguage('en'), {
      order,
      siteUrl,
      kind: 'paid',
      at: new Date('2027-03-03T17:00:00Z'),
    });
    expect(mail.subject).toBe('New paid order WOP-7K3M-Q2X9 from Martha Reyes');
    expect(mail.text).toContain('E-mail: martha@example.org');
    expect(mail.text).toContain('Notes: Gift-wrap, please.');
    expect(mail.text).toContain(
      'Open the order in the admin: https://wop.org/admin?tab=orders&order=WOP-7K3M-Q2X9',
    );
    const late = orderNoticeMail(inLanguage('es'), {
      order,
      siteUrl,
      kind: 'late_payment_refunded',
      at: new Date(),
    });
    expect(late.subject).toBe('Pago tardío reembolsado: pedido WOP-7K3M-Q2X9');
  });
});
