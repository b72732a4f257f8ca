import type { Order, OrderLine } from '@ministry/contracts/order';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { lineText } from '../templates/order-common';
import { orderPaidMail } from '../templates/order-paid';

// A package line on the order's e-mails names its sessions and how long they are valid.

const eight: OrderLine = {
  kind: 'package',
  productId: 'package-eight',
  name: 'Eight-session package',
  nameEs: 'Paquete de ocho sesiones',
  priceCents: 60000,
  quantity: 1,
  options: {},
  package: { credits: 8, validMonths: 12 },
};

/** A paid order of one package line. */
function paidOrder(): Order {
  return {
    id: 'o1',
    orderNumber: 'WOP-7K3M-Q2X9',
    status: 'paid',
    items: [eight],
    subtotalCents: 60000,
    shippingCents: 0,
    totalCents: 60000,
    refundedCents: 0,
    holdExpiresAt: null,
    paidAt: '2027-03-03T17:00:00.000Z',
    shipment: null,
    deliveredAt: null,
    contactInfo: { firstName: 'Martha', lastName: 'Reyes', email: 'martha@example.org', phone: '' },
    shippingAddress: null,
    billingAddress: {
      street: '60-12 Myrtle Avenue',
      city: 'Ridgewood',
      state: 'NY',
      zipCode: '11385',
      country: 'United States',
    },
    notes: '',
    createdAt: '2027-03-03T16:55:00.000Z',
  };
}

describe('a package line on the receipt', () => {
  it('says how many sessions and for how long, in English and Spanish', () => {
    expect(lineText(eight, 'en')).toBe('Eight-session package (8 sessions, valid 12 months): $600.00');
    expect(lineText(eight, 'es')).toBe('Paquete de ocho sesiones (8 sesiones, válido por 12 meses): $600.00');
  });

  it('the receipt of a paid order names the package’s sessions (text and HTML)', () => {
    const order = paidOrder();
    const mail = orderPaidMail(
      { language: 'es', ministry: MINISTRY_CONTENT },
      { order, siteUrl: 'https://wop.org' },
    );
    expect(mail.text).toContain('Paquete de ocho sesiones (8 sesiones, válido por 12 meses)');
    expect(mail.html).toContain('8 sesiones, válido por 12 meses');
  });

  it('a visitor’s receipt (no account) has no link to an account’s orders; a member’s has', () => {
    const context = { language: 'en' as const, ministry: MINISTRY_CONTENT };
    const member = orderPaidMail(context, { order: paidOrder(), siteUrl: 'https://wop.org' });
    expect(member.text).toContain('https://wop.org/account?tab=orders');
    const guest = orderPaidMail(context, { order: paidOrder(), siteUrl: 'https://wop.org', guest: true });
    expect(guest.text).not.toContain('/account');
    expect(guest.html).not.toContain('/account');
    expect(guest.text).toContain('Eight-session package');
  });

  it('one session for one month reads in the singular', () => {
    const one = { ...eight, package: { credits: 1, validMonths: 1 } };
    expect(lineText(one, 'en')).toBe('Eight-session package (1 session, valid 1 month): $600.00');
    expect(lineText(one, 'es')).toContain('(1 sesión, válido por 1 mes)');
  });
});
