import { escapeHtml } from '../layout';
import { adminMessagesLink, contactNoticeMail } from '../templates/contact-notice';
import { contactReceivedMail } from '../templates/contact-received';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const hostile = '<script>alert("x")</script> & <b>bold</b>';

describe('contactReceivedMail', () => {
  it('thanks the sender in English, names the subject as the form does, and says what happens next', () => {
    const mail = contactReceivedMail(inLanguage('en'), { subject: 'counseling' });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Thank you for writing to us');
    expect(mail.text).toContain('Subject: Counseling Services');
    expect(mail.text).toContain('does not repeat what you wrote');
    expect(mail.text).toContain('we usually reply within 24 hours');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('speaks Spanish to a sender who wrote in Spanish, with the subject as the Spanish form shows it', () => {
    const mail = contactReceivedMail(inLanguage('es'), { subject: 'bible-study' });
    expect(mail.subject).toBe('Recibimos su mensaje');
    expect(mail.text).toContain('Gracias por escribirnos');
    expect(mail.text).toContain('Asunto: Grupos de estudio bíblico');
    expect(mail.text).toContain('respondemos en menos de 24 horas');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('is fixed text: the same for every sender of a subject, whatever she typed (no relay)', () => {
    for (const language of ['en', 'es'] as const) {
      const mail = contactReceivedMail(inLanguage(language), { subject: 'other' });
      expect(mail).toEqual(contactReceivedMail(inLanguage(language), { subject: 'other' }));
      // Only the ministry's own links: its e-mail address in the footer.
      expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
        'mailto:hello@womenofpurpose.org',
      ]);
      expect(mail.text).not.toMatch(/https?:\/\//);
    }
  });
});

describe('contactNoticeMail', () => {
  const data = {
    name: 'Maria Lopez',
    email: 'maria@example.org',
    phone: '(718) 555-0100',
    subject: 'subscription' as const,
    message: 'Which plan includes family sessions?',
    senderLanguage: 'es' as const,
    receivedAt: new Date('2026-12-24T15:30:00Z'),
    siteUrl: 'https://wop.org',
  };

  it('tells staff who wrote, about what, in which language, with a link to the Messages tab', () => {
    const mail = contactNoticeMail(inLanguage('en'), data);
    expect(mail.subject).toBe('New contact message from Maria Lopez: Subscription Plans');
    expect(mail.text).toContain('Name: Maria Lopez');
    expect(mail.text).toContain('E-mail: maria@example.org');
    expect(mail.text).toContain('Phone: (718) 555-0100');
    expect(mail.text).toContain('Subject: Subscription Plans');
    expect(mail.text).toContain('Language: Spanish');
    expect(mail.text).toContain('Received: December 24, 2026 at 10:30 AM');
    expect(mail.text).toContain('> Which plan includes family sessions?');
    expect(mail.text).toContain('Open Messages in the admin: https://wop.org/admin?tab=messages');
    expect(mail.html).toContain('href="https://wop.org/admin?tab=messages"');
  });

  it('says when no phone was given, and can be written in Spanish', () => {
    const mail = contactNoticeMail(inLanguage('es'), { ...data, phone: null, senderLanguage: 'en' });
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Maria Lopez: Planes de suscripción');
    expect(mail.text).toContain('Teléfono: no indicado');
    expect(mail.text).toContain('Idioma: inglés');
  });

  it('keeps a hostile name out of the headers and the HTML', () => {
    const mail = contactNoticeMail(inLanguage('en'), {
      ...data,
      name: `Eve\r\nBcc: all@example.org ${hostile}`,
      message: hostile,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain(escapeHtml(hostile));
  });

  it('links to the admin Messages tab under any site address', () => {
    expect(adminMessagesLink('http://localhost:8080')).toBe('http://localhost:8080/admin?tab=messages');
  });
});
