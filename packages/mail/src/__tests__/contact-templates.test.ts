import { escapeHtml } from '../layout';
import { adminMessagesLink, contactNoticeMail } from '../templates/contact-notice';
import { contactReceivedMail } from '../templates/contact-received';

const hostile = '<script>alert("x")</script> & <b>bold</b>';

describe('contactReceivedMail', () => {
  it('thanks the sender in English with her subject and message quoted, and what happens next', () => {
    const mail = contactReceivedMail('en', {
      name: 'Maria',
      subject: 'counseling',
      message: 'I would like\na first session.',
    });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Thank you for writing to us, Maria');
    expect(mail.text).toContain('Subject: Counseling Services');
    expect(mail.text).toContain('> I would like\n> a first session.');
    expect(mail.text).toContain('we usually reply within 24 hours');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('I would like<br>a first session.');
  });

  it('speaks Spanish to a sender who wrote in Spanish, with the subject as the Spanish form shows it', () => {
    const mail = contactReceivedMail('es', {
      name: 'Lidia',
      subject: 'bible-study',
      message: 'Hola, quisiera unirme.',
    });
    expect(mail.subject).toBe('Recibimos su mensaje');
    expect(mail.text).toContain('Gracias por escribirnos, Lidia');
    expect(mail.text).toContain('Asunto: Grupos de estudio bíblico');
    expect(mail.text).toContain('> Hola, quisiera unirme.');
    expect(mail.text).toContain('respondemos en menos de 24 horas');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('never reads the name or the message as HTML', () => {
    const mail = contactReceivedMail('en', { name: hostile, subject: 'other', message: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.text).toContain(`> ${hostile}`);
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
    const mail = contactNoticeMail('en', data);
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
    const mail = contactNoticeMail('es', { ...data, phone: null, senderLanguage: 'en' });
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Maria Lopez: Planes de suscripción');
    expect(mail.text).toContain('Teléfono: no indicado');
    expect(mail.text).toContain('Idioma: inglés');
  });

  it('keeps a hostile name out of the headers and the HTML', () => {
    const mail = contactNoticeMail('en', {
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
