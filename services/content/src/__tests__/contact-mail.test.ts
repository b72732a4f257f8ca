import request from 'supertest';
import type { AddressObject, ParsedMail } from 'mailparser';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { outboxModels } from '@ministry/kit/outbox';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';
import { REVISIONS } from '../site-content/model';

// The contact form's two e-mails over the real path: the outbox in the test database, one pass of the
// real sender, the project's own SMTP server keeping .eml files, read back with mailparser.
let db: TestDatabase;
let mailbox: TestMailbox;
beforeAll(async () => {
  db = await openTestDatabase('content-contact-mail');
  mailbox = await openTestMailbox(db.data);
});
afterAll(async () => {
  await mailbox.close();
  await db.close();
});
beforeEach(async () => {
  const { mail, claims } = outboxModels(db.data);
  await Promise.all([
    ContactSubmissionModel.deleteMany({}),
    rateLimitModel(db.data).deleteMany({}),
    mail.deleteMany({}),
    claims.deleteMany({}),
  ]);
  mailbox.server.refuse(false);
  mailbox.clear();
});

const app = () =>
  createApp({ ...db.config, contactRateLimit: { limit: 50, windowMs: 60_000 } }, db).app.callback();

/** MINISTRY_NOTIFY_EMAIL of the test config. */
const staff = () => db.config.mail.notifyEmail;

const valid = {
  name: 'Maria Lopez',
  email: 'maria@example.org',
  phone: '(718) 555-0100',
  // Any subject but "Counseling Services", which goes to care (contact-counseling.test.ts).
  subject: 'other',
  message: 'I would like to ask about a visit to our church.\nEvenings are best for me.',
};

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((address) => address.address));
const to = (messages: ParsedMail[], address: string) =>
  messages.filter((m) => recipients(m).includes(address));
const language = (mail: ParsedMail) => String(mail.headers.get('content-language') ?? '');
const hrefs = (mail: ParsedMail) =>
  [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

async function submit(body: Record<string, unknown>, acceptLanguage = 'en') {
  const res = await request(app()).post('/api/contact').set('Accept-Language', acceptLanguage).send(body);
  expect(res.status).toBe(201);
  return res;
}

describe('the contact form’s e-mails', () => {
  it('sends the sender an acknowledgement in English and the staff a notice, each once', async () => {
    await submit(valid);
    const stored = await ContactSubmissionModel.findOne().lean();
    expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
    expect(await mailbox.deliver()).toEqual({ sent: 0, failed: 0 });

    const messages = await mailbox.messages();
    expect(messages).toHaveLength(2);
    const [ack] = to(messages, 'maria@example.org');
    expect(to(messages, 'maria@example.org')).toHaveLength(1);
    expect(ack!.subject).toBe('We received your message');
    expect(language(ack!)).toBe('en');
    expect(ack!.text).toContain('Thank you for writing to us');
    expect(ack!.text).toContain('Subject: Other Inquiry');
    expect(ack!.text).toContain('we usually reply within 24 hours');
    expect(ack!.html).toContain('<html lang="en">');
    // Nothing the sender typed: not her name, not her message.
    for (const part of [ack!.text ?? '', String(ack!.html)]) {
      expect(part).not.toContain('Maria');
      expect(part).not.toContain('visit to our church');
      expect(part).not.toContain('Evenings');
    }
    expect(ack!.messageId).toBe(`<contact-received%3A${String(stored!._id)}@womenofpurpose.org>`);

    const notices = to(messages, staff());
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.subject).toBe('New contact message from Maria Lopez: Other Inquiry');
    expect(language(notice)).toBe('en');
    for (const line of [
      'Name: Maria Lopez',
      'E-mail: maria@example.org',
      'Phone: (718) 555-0100',
      'Subject: Other Inquiry',
      'Language: English',
      '> Evenings are best for me.',
      'Open Messages in the admin: http://localhost:8080/admin?tab=messages',
    ])
      expect(notice.text).toContain(line);
    expect(hrefs(notice)).toContain('http://localhost:8080/admin?tab=messages');
    expect(notice.html).toContain('Evenings are best for me.');
    expect(notice.messageId).toBe(`<contact-notice%3A${String(stored!._id)}@womenofpurpose.org>`);
  });

  it('acknowledges in Spanish to a sender who used the site in Spanish; staff learn her language', async () => {
    await submit({ ...valid, subject: 'bible-study', phone: '' }, 'es-US,es;q=0.9');
    expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
    const messages = await mailbox.messages();
    const [ack] = to(messages, 'maria@example.org');
    expect(ack!.subject).toBe('Recibimos su mensaje');
    expect(language(ack!)).toBe('es');
    expect(ack!.text).toContain('Gracias por escribirnos');
    expect(ack!.text).not.toContain('Maria');
    expect(ack!.text).toContain('Asunto: Grupos de estudio bíblico');
    expect(ack!.text).toContain('respondemos en menos de 24 horas');
    expect(ack!.html).toContain('<html lang="es">');
    expect(ack!.html).toContain('Grupos de estudio bíblico');

    const [notice] = to(messages, staff());
    expect(notice!.subject).toBe('New contact message from Maria Lopez: Bible Study Groups');
    expect(notice!.text).toContain('Language: Spanish');
    expect(notice!.text).toContain('Phone: not given');
  });

  it('delivers what a person typed to the staff as text, never as HTML markup', async () => {
    const hostile = '<script>alert("pwned")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    await submit({ ...valid, name: `Eve <script>x</script>`, message: `Hello ${hostile}` });
    // The subject is one of the form's four choices: anything else never reaches the outbox.
    const refused = await request(app())
      .post('/api/contact')
      .send({ ...valid, subject: '<script>alert(1)</script>' });
    expect(refused.status).toBe(400);
    expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });

    const messages = await mailbox.messages();
    expect(messages).toHaveLength(2);
    for (const mail of messages) expect(String(mail.html)).not.toMatch(/<script|<img|<b>/i);
    const [notice] = to(messages, staff());
    expect(String(notice!.html)).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(String(notice!.html)).toContain('Eve &lt;script&gt;x&lt;/script&gt;');
    // The text part keeps the words as typed, quoted.
    expect(notice!.text).toContain(`> Hello ${hostile}`);
    expect(notice!.subject).toBe('New contact message from Eve <script>x</script>: Other Inquiry');
  });

  it('sends the typed address no word the sender wrote: no message, no name, no link (no relay)', async () => {
    const lure =
      'Your account is locked. Sign in at https://evil.example/login to keep it: Ministry Security';
    for (const [acceptLanguage, name] of [
      ['en', 'Ministry Security Team'],
      ['es', 'Equipo de Seguridad'],
    ] as const) {
      mailbox.clear();
      await submit({ ...valid, email: 'victim@example.org', name, message: lure }, acceptLanguage);
      expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
      const messages = await mailbox.messages();
      const [ack] = to(messages, 'victim@example.org');
      expect(language(ack!)).toBe(acceptLanguage);
      for (const part of [ack!.text ?? '', String(ack!.html), ack!.subject ?? '']) {
        expect(part).not.toContain(name);
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('locked');
      }
      expect(hrefs(ack!)).toEqual(['mailto:hello@womenofpurpose.org']);
      // Staff still read the whole message.
      expect(to(messages, staff())[0]!.text).toContain(lure);
    }
  });

  it('acknowledges one address a few times a day; later messages still reach the staff', async () => {
    const day = 86_400_000;
    // Acknowledgements are counted in days (UTC), messages in minutes: a clock that starts a day
    // starts a minute too, so the seven messages never straddle two windows.
    const now = clockFromWindowStart(day);
    const limited = () =>
      createApp(
        {
          ...db.config,
          contactRateLimit: { limit: 50, windowMs: 60_000 },
          contactAckLimit: { limit: 2, windowMs: day },
        },
        db,
        { now },
      ).app.callback();
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        request(limited())
          .post('/api/contact')
          .send({ ...valid, email: n % 2 ? 'Target@Example.org' : 'target@example.org' })
          .expect(201),
      ),
    );
    await request(limited())
      .post('/api/contact')
      .send({ ...valid, email: 'other@example.org' })
      .expect(201);
    // Two acknowledgements to the target, one to the other address, seven notices.
    expect(await mailbox.deliver()).toEqual({ sent: 10, failed: 0 });
    const messages = await mailbox.messages();
    const toTarget = messages.filter((m) =>
      recipients(m).some((a) => a?.toLowerCase() === 'target@example.org'),
    );
    expect(toTarget).toHaveLength(2);
    expect(to(messages, 'other@example.org')).toHaveLength(1);
    expect(to(messages, staff())).toHaveLength(7);
  });

  it('succeeds while SMTP refuses, and the e-mails go out once when it is back', async () => {
    mailbox.server.refuse(true);
    const res = await submit(valid);
    expect(res.body).toEqual({
      message: "Thank you for reaching out. We'll reply within 24 hours.",
      memberSupport: false,
    });
    expect(await ContactSubmissionModel.countDocuments()).toBe(1);
    expect(await mailbox.deliver()).toEqual({ sent: 0, failed: 2 });
    expect(await mailbox.messages()).toHaveLength(0);

    mailbox.server.refuse(false);
    // The sender waits before trying again (backoff); move the messages' next attempt to now.
    await outboxModels(db.data).mail.updateMany({}, { $set: { nextAttemptAt: new Date() } });
    expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
    expect(await mailbox.deliver()).toEqual({ sent: 0, failed: 0 });
    const messages = await mailbox.messages();
    expect(messages.map((mail) => recipients(mail)[0]).sort()).toEqual(['maria@example.org', staff()]);
  });

  it('sends nothing for a message the honeypot dropped', async () => {
    await submit({ ...valid, website: 'http://spam.example' });
    expect(await mailbox.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);
  });

  it('shows the ministry’s details as published in its own database, with no other service asked', async () => {
    expect(db.config.contentServiceUrl).toBe('');
    const moved = { ...MINISTRY_CONTENT.address, street: '77 Harbor Lane' };
    await db.data.collection(REVISIONS).insertOne({
      key: 'ministry',
      revision: 1_000,
      content: { ...MINISTRY_CONTENT, address: moved },
      publishedAt: new Date(),
      publishedBy: 'grace',
      fromVersion: null,
    });
    try {
      await submit(valid);
      await mailbox.deliver();
      const [ack] = to(await mailbox.messages(), 'maria@example.org');
      expect(ack!.text).toContain('77 Harbor Lane');
    } finally {
      await db.data.collection(REVISIONS).deleteMany({ key: 'ministry' });
    }
  });
});
