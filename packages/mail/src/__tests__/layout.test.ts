import { button, details, escapeHtml, paragraph, quote, renderMail, siteLink } from '../layout';

describe('renderMail', () => {
  const hostile = '<script>alert(1)</script> & "friends"';

  it('never reads what a person typed as HTML, in any block', () => {
    const mail = renderMail({
      language: 'en',
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
        language: 'en',
        subject: 's',
        heading: 'h',
        blocks: [button('Open', 'javascript:alert(1)')],
      }),
    ).toThrow(/not a web link/);
  });

  it('keeps a subject on one line', () => {
    const mail = renderMail({
      language: 'en',
      subject: 'Hello\r\nBcc: victim@example.org',
      heading: 'h',
      blocks: [],
    });
    expect(mail.subject).toBe('Hello Bcc: victim@example.org');
  });

  it('quotes each line of a quoted text in the text part', () => {
    const mail = renderMail({ language: 'es', subject: 's', heading: 'h', blocks: [quote('uno\ndos')] });
    expect(mail.text).toContain('> uno\n> dos');
    expect(mail.html).toContain('uno<br>dos');
  });

  it("signs with the ministry's name in the recipient's language", () => {
    expect(renderMail({ language: 'en', subject: 's', heading: 'h', blocks: [] }).html).toContain(
      'Women of Purpose Ministry',
    );
    const spanish = renderMail({ language: 'es', subject: 's', heading: 'h', blocks: [] });
    expect(spanish.html).toContain('Ministerio Mujeres con Propósito');
    expect(spanish.html).toContain('<html lang="es">');
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
