import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { AddressObject, ParsedMail } from 'mailparser';
import { careContactRequestSchema, type CareContactRequestInput } from '@ministry/contracts/care-schemas';
import { outboxModels } from '@ministry/kit/outbox';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';

// A contact message for "Counseling Services" is confidential: it goes to care's internal API (here a
// small HTTP double speaking it, checking the key and the body with care's own schema) and nothing of
// it stays in this service. Other subjects are covered by contact.test.ts and contact-mail.test.ts.

type Behaviour = 'store' | 'store-then-fail' | 'fail';

interface CareDouble {
  url: string;
  /** Every call received, in order: its internal key and body. */
  calls: { key: string; body: CareContactRequestInput }[];
  /** Requests stored, by id (`contact:<sourceId>`), as care keeps them. */
  stored: Map<string, CareContactRequestInput>;
  /** How the next calls are answered, one entry per call; then 'store'. */
  script: Behaviour[];
  close: () => Promise<void>;
}

async function startCareDouble(contentKey: string): Promise<CareDouble> {
  const calls: CareDouble['calls'] = [];
  const stored = new Map<string, CareContactRequestInput>();
  const script: Behaviour[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const key = String(req.headers['x-internal-key'] ?? '');
      const body = JSON.parse(raw || '{}') as CareContactRequestInput;
      calls.push({ key, body });
      if (req.method !== 'POST' || req.url !== '/internal/care/requests') return send(404, {});
      if (key !== contentKey) return send(403, { message: 'forbidden' });
      if (!careContactRequestSchema.isValidSync(body, { strict: true })) return send(400, { message: 'bad' });
      const behaviour = script.shift() ?? 'store';
      if (behaviour === 'fail') return send(500, { message: 'internal' });
      const id = `contact:${body.sourceId}`;
      const known = stored.has(id);
      if (!known) stored.set(id, body);
      // Stored, but the answer is lost on the way back.
      if (behaviour === 'store-then-fail') return send(503, { message: 'unavailable' });
      return send(known ? 200 : 201, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stored,
    script,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens (a port that was just freed). */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

let db: TestDatabase;
let mailbox: TestMailbox;
let care: CareDouble;
beforeAll(async () => {
  db = await openTestDatabase('content-contact-counseling');
  mailbox = await openTestMailbox(db.data);
  care = await startCareDouble(db.config.internalApiKey);
});
afterAll(async () => {
  await care.close();
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
  care.calls.length = 0;
  care.script.length = 0;
  care.stored.clear();
  mailbox.clear();
});

const app = (overrides: { careInternalUrl?: string; internalApiKey?: string } = {}) =>
  createApp(
    {
      ...db.config,
      contactRateLimit: { limit: 50, windowMs: 60_000 },
      careInternalUrl: care.url,
      ...overrides,
    },
    db,
  ).app.callback();

const SECRET = 'My husband and I have been struggling since the loss of our son';
const counseling = {
  name: 'Maria Lopez',
  email: 'maria@example.org',
  phone: '(718) 555-0100',
  subject: 'counseling',
  message: `${SECRET}.\nEvenings are best for me.`,
};

const recipients = (mail: ParsedMail) =>
  ([] as AddressObject[]).concat(mail.to ?? []).flatMap((to) => to.value.map((address) => address.address));
const to = (messages: ParsedMail[], address: string) =>
  messages.filter((m) => recipients(m).includes(address));

/** Every document of every collection of this service's database, as text. */
async function everythingStored(): Promise<string> {
  const collections = await db.data.db!.listCollections().toArray();
  const documents = await Promise.all(
    collections.map(({ name }) => db.data.collection(name).find().toArray()),
  );
  return JSON.stringify(documents);
}

const adminList = async () =>
  request(app())
    .get('/api/admin/contact-submissions')
    .set('Cookie', await signedInCookie(db, { role: 'admin', username: 'grace' }));

describe('a contact message for "Counseling Services"', () => {
  it('goes to care with the content key, is thanked as any message, and is not in the admin inbox', async () => {
    const res = await request(app()).post('/api/contact').send(counseling);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "Thank you for reaching out. We'll reply within 24 hours.",
      memberSupport: false,
    });

    expect(care.calls).toHaveLength(1);
    const [call] = care.calls;
    expect(call!.key).toBe(db.config.internalApiKey);
    expect(call!.body).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.org',
      language: 'en',
      // Care's request has no phone field: her number reaches the counselor inside the sealed text.
      text: `${counseling.message}\n\nPhone: (718) 555-0100`,
      sourceId: expect.stringMatching(/^[a-f0-9]{24}$/),
    });
    expect(care.stored.size).toBe(1);

    const list = await adminList();
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect(await ContactSubmissionModel.countDocuments()).toBe(0);
    // Nothing readable kept: not her words, not her name, not her phone.
    const everything = await everythingStored();
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain('Evenings');
    expect(everything).not.toContain('Maria Lopez');
    expect(everything).not.toContain('555-0100');
  });

  it('sends her the usual acknowledgement and the staff only that a counseling request arrived', async () => {
    await request(app()).post('/api/contact').send(counseling).expect(201);
    const sourceId = care.calls[0]!.body.sourceId!;
    expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
    const messages = await mailbox.messages();
    expect(messages).toHaveLength(2);

    const [ack] = to(messages, 'maria@example.org');
    expect(ack!.subject).toBe('We received your message');
    expect(ack!.text).toContain('Thank you for writing to us');
    expect(ack!.text).toContain('Subject: Counseling Services');
    expect(ack!.messageId).toBe(`<contact-received%3A${sourceId}@womenofpurpose.org>`);

    const [notice] = to(messages, db.config.mail.notifyEmail);
    expect(notice!.subject).toBe('New counseling request');
    expect(notice!.text).toContain('Someone asked for counseling through the contact form');
    expect(notice!.text).toContain('Language: English');
    expect(notice!.messageId).toBe(`<contact-notice%3A${sourceId}@womenofpurpose.org>`);
    for (const mail of messages)
      for (const part of [mail.text ?? '', String(mail.html), mail.subject ?? '']) {
        expect(part).not.toContain(SECRET);
        expect(part).not.toContain('Evenings');
        expect(part).not.toContain('Maria');
        expect(part).not.toContain('555-0100');
      }
    expect(notice!.text).not.toContain('maria@example.org');
  });

  it('hands over her language: Spanish to care, an acknowledgement in Spanish', async () => {
    await request(app())
      .post('/api/contact')
      .set('Accept-Language', 'es-US,es;q=0.9')
      .send({ ...counseling, phone: '' })
      .expect(201);
    expect(care.calls[0]!.body).toMatchObject({ language: 'es', text: counseling.message });
    await request(app())
      .post('/api/contact')
      .set('Accept-Language', 'es')
      .send({ ...counseling, email: 'ana@example.org' })
      .expect(201);
    expect(care.calls[1]!.body.text).toBe(`${counseling.message}\n\nTeléfono: (718) 555-0100`);

    expect(await mailbox.deliver()).toEqual({ sent: 4, failed: 0 });
    const messages = await mailbox.messages();
    const [ack] = to(messages, 'maria@example.org');
    expect(ack!.subject).toBe('Recibimos su mensaje');
    expect(ack!.text).toContain('Asunto: Servicios de consejería');
    expect(to(messages, db.config.mail.notifyEmail)[0]!.text).toContain('Language: Spanish');
  });

  it('keeps her phone out of a text that would pass care’s limit, never cutting her words', async () => {
    const long = 'x'.repeat(4995);
    await request(app())
      .post('/api/contact')
      .send({ ...counseling, message: long })
      .expect(201);
    expect(care.calls[0]!.body.text).toBe(long);
  });

  it('asks again with the same id when care’s answer is lost, so care keeps it once', async () => {
    care.script.push('store-then-fail');
    await request(app()).post('/api/contact').send(counseling).expect(201);
    expect(care.calls).toHaveLength(2);
    expect(care.calls[1]!.body.sourceId).toBe(care.calls[0]!.body.sourceId);
    expect(care.stored.size).toBe(1);
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(2);
  });

  it('answers a translated 503 and keeps and sends nothing when care cannot be reached', async () => {
    const unreachable = app({ careInternalUrl: await closedAddress() });
    const res = await request(unreachable).post('/api/contact').send(counseling);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'There was an error sending your message. Please try again.',
      requestId: expect.any(String),
    });
    const es = await request(unreachable).post('/api/contact').set('Accept-Language', 'es').send(counseling);
    expect(es.status).toBe(503);
    expect(es.body.message).toBe('Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.');

    expect(await ContactSubmissionModel.countDocuments()).toBe(0);
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);
    expect(await everythingStored()).not.toContain(SECRET);
    expect((await adminList()).body).toEqual([]);
  });

  it('answers 503 when care keeps failing, after one more try', async () => {
    care.script.push('fail', 'fail');
    const res = await request(app()).post('/api/contact').send(counseling);
    expect(res.status).toBe(503);
    expect(care.calls).toHaveLength(2);
    expect(care.stored.size).toBe(0);
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);
  });

  it('answers 503 without asking again when care refuses this service’s key', async () => {
    const res = await request(app({ internalApiKey: 'another-services-key' }))
      .post('/api/contact')
      .send(counseling);
    expect(res.status).toBe(503);
    expect(care.calls).toHaveLength(1);
    expect(care.calls[0]!.key).toBe('another-services-key');
    expect(care.stored.size).toBe(0);
    expect(await outboxModels(db.data).mail.countDocuments()).toBe(0);
  });
});

describe('every other subject', () => {
  it.each(['bible-study', 'subscription', 'other'])(
    'stays in the admin inbox with its text, care never asked (%s)',
    async (subject) => {
      await request(app())
        .post('/api/contact')
        .send({ ...counseling, subject })
        .expect(201);
      expect(care.calls).toHaveLength(0);
      const list = await adminList();
      expect(list.body).toEqual([
        expect.objectContaining({ name: 'Maria Lopez', subject, message: counseling.message }),
      ]);
      expect(await mailbox.deliver()).toEqual({ sent: 2, failed: 0 });
      const [notice] = to(await mailbox.messages(), db.config.mail.notifyEmail);
      expect(notice!.text).toContain('Evenings are best for me.');
    },
  );

  it('is stored even while care is down', async () => {
    await request(app({ careInternalUrl: await closedAddress() }))
      .post('/api/contact')
      .send({ ...counseling, subject: 'other' })
      .expect(201);
    expect(await ContactSubmissionModel.countDocuments()).toBe(1);
  });
});
