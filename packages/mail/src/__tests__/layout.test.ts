import { button, details, escapeHtml, paragraph, quote, renderMail, siteLink } from '../layout';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { orderPaidMail } from '../templates/order-paid';
import { giftReceiptMail } from '../templates/gift-receipt';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

describe('renderMail', () => {
  const hostile = '<script>alert(1)</script> & "friends"';

  it('never reads what a person typed as HTML, in any block', () => {
    const mail = renderMail({
      ...inLanguage('en'),
      subject: hostile,
      heading: hostile,
      blocks: [
        paragraph(hostile),
        quote(hostile),
        details([[hostile, hostile]]),
        button(hostile, 'https://x.org'),
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml(hostile));
    // The text part keeps the words as they were typed.
    expect(mail.text).toContain(hostile);
  });

  it('refuses a link that is not a web address', () => {
    expect(() =>
      renderMail({
        ...inLanguage('en'),
        subject: 's',
        heading: 'h',
        blocks: [button('Open', 'javascript:alert(1)')],
      }),
    ).toThrow(/not a web link/);
  });

  it('keeps a subject on one line', () => {
    const mail = renderMail({
      ...inLanguage('en'),
      subject: 'Hello\r\nBcc: victim@example.org',
      heading: 'h',
      blocks: [],
    });
    expect(mail.subject).toBe('Hello Bcc: victim@example.org');
  });

  it('quotes each line of a quoted text in the text part', () => {
    const mail = renderMail({ ...inLanguage('es'), subject: 's', heading: 'h', blocks: [quote('uno\ndos')] });
    expect(mail.text).toContain('> uno\n> dos');
    expect(mail.html).toContain('uno<br>dos');
  });

  it("signs with the ministry's name in the recipient's language", () => {
    expect(renderMail({ ...inLanguage('en'), subject: 's', heading: 'h', blocks: [] }).html).toContain(
      'Women of Purpose Ministry',
    );
    const spanish = renderMail({ ...inLanguage('es'), subject: 's', heading: 'h', blocks: [] });
    expect(spanish.html).toContain('Ministerio Mujeres con Propósito');
    expect(spanish.html).toContain('<html lang="es">');
  });
});

describe('the published ministry details', () => {
  const published = {
    ...MINISTRY_CONTENT,
    name: { en: 'Purpose House', es: '' },
    phone: '(718) 555-0199',
    email: 'office@purpose.example',
    address: { ...MINISTRY_CONTENT.address, street: '1 New Street' },
  };

  it('sign every message: name (the other language when untranslated), address, phone, e-mail', () => {
    const mail = renderMail({ language: 'es', ministry: published, subject: 's', heading: 'h', blocks: [] });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Purpose House');
      expect(part).toContain('1 New Street, Ridgewood, NY 11385');
      expect(part).toContain('(718) 555-0199');
      expect(part).toContain('office@purpose.example');
      expect(part).not.toContain(MINISTRY_CONTENT.phone);
    }
  });

  it("are the phone a receipt asks to call and the address its issuer's rows show", () => {
    const order = orderPaidMail(
      { language: 'en', ministry: published },
      {
        siteUrl: 'https://wop.org',
        order: {
          orderNumber: 'WOP-1',
          contactInfo: { firstName: 'Ruth', lastName: 'M', email: 'r@example.org', phone: '' },
          items: [],
          subtotalCents: 0,
          shippingCents: 0,
          totalCents: 0,
          shippingAddress: { street: 's', city: 'c', state: 'NY', zipCode: '11385', country: 'US' },
          billingAddress: { street: 's', city: 'c', state: 'NY', zipCode: '11385', country: 'US' },
          paidAt: null,
        } as never,
      },
    );
    expect(order.text).toContain('call us at (718) 555-0199.');
    const gift = giftReceiptMail(
      { language: 'en', ministry: published },
      {
        donorName: 'Ruth',
        organization: { legalName: 'Purpose House, Inc.', ein: '12-3456789' },
        gift: {
          receiptNumber: 'G-1',
          amountCents: 1000,
          date: new Date('2026-01-05T15:00:00Z'),
          fundName: 'General',
          fundNameEs: 'General',
          dedication: null,
          frequency: 'once',
        },
      },
    );
    expect(gift.text).toContain('Purpose House, Inc.\n1 New Street, Ridgewood, NY 11385');
  });
});

describe('siteLink', () => {
  it('joins the site address, a path and an encoded query', () => {
    expect(siteLink('https://wop.org', '/reset-password', { token: 'a b+c' })).toBe(
      'https://wop.org/reset-password?token=a+b%2Bc',
    );
    expect(siteLink('http://localhost:8080/', '/account')).toBe('http://localhost:8080/account');
  });
});
