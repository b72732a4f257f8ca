import request from 'supertest';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';
import { loadConfig } from '../config';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('content-contact');
});
afterAll(() => db.close());
beforeEach(async () => {
  await ContactSubmissionModel.deleteMany({});
  await rateLimitModel(db.data).deleteMany({});
});

const WINDOW_MS = 60_000;
// Messages are counted in 1-minute windows: each app's clock starts one, so no test's few requests
// straddle two.
const app = (limit = 50) =>
  createApp({ ...db.config, contactRateLimit: { limit, windowMs: WINDOW_MS } }, db, {
    now: clockFromWindowStart(WINDOW_MS),
  }).app.callback();

const valid = {
  name: 'Maria Lopez',
  email: 'maria@example.org',
  phone: '(718) 555-0100',
  // Any subject but "Counseling Services", which goes to care (contact-counseling.test.ts).
  subject: 'bible-study',
  message: 'I would like to join a Bible study group on Tuesdays.',
};

describe('POST /api/contact', () => {
  it('stores a valid message with createdAt and answers 201 in the caller language', async () => {
    const res = await request(app()).post('/api/contact').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "Thank you for reaching out. We'll reply within 24 hours.",
      memberSupport: false,
    });
    const stored = await ContactSubmissionModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid });
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);

    const es = await request(app()).post('/api/contact').set('Accept-Language', 'es').send(valid);
    expect(es.body).toEqual({
      message: 'Gracias por escribirnos. Le responderemos en menos de 24 horas.',
      memberSupport: false,
    });
  });

  it('accepts a message without a phone, and trims and strips unknown fields', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, phone: undefined, name: '  Ana  ', role: 'admin', createdAt: '2001-01-01' });
    expect(res.status).toBe(201);
    const stored = await ContactSubmissionModel.findOne().lean();
    expect(stored).toMatchObject({ name: 'Ana', phone: null });
    expect(stored?.createdAt.getFullYear()).toBeGreaterThan(2020);
    expect(stored).not.toHaveProperty('role');
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters.'],
    ['name', { name: '' }, 'Name must be at least 2 characters.'],
    ['email', { email: 'maria@' }, 'Please enter a valid email address.'],
    ['email', { email: undefined }, 'Please enter a valid email address.'],
    ['subject', { subject: '' }, 'Please select a subject.'],
    ['subject', { subject: 'donations' }, 'Please select a subject.'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])("rejects a bad %s with the form's message (%j)", async (field, change, message) => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await ContactSubmissionModel.countDocuments()).toBe(0);
  });

  it('reports every invalid field at once, in Spanish when asked', async () => {
    const res = await request(app()).post('/api/contact').set('Accept-Language', 'es-US').send({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres.',
      email: 'Por favor, introduzca un correo electrónico válido.',
      subject: 'Por favor, seleccione un asunto.',
      message: 'El mensaje debe tener al menos 10 caracteres.',
    });
  });

  it('drops a message whose honeypot is filled in, answering like a success', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "Thank you for reaching out. We'll reply within 24 hours.",
      memberSupport: false,
    });
    expect(await ContactSubmissionModel.countDocuments()).toBe(0);
  });

  it('rate-limits each client address with a translated 429', async () => {
    const limited = app(2);
    const from = (ip: string) => request(limited).post('/api/contact').set('X-Forwarded-For', ip);
    expect((await from('198.51.100.7').send(valid)).status).toBe(201);
    // Invalid messages count too: a bot cannot probe forever.
    expect((await from('198.51.100.7').send({})).status).toBe(400);
    const blocked = await from('198.51.100.7').send(valid);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const blockedEs = await from('198.51.100.7').set('Accept-Language', 'es').send(valid);
    expect(blockedEs.body).toEqual({
      message: 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
    });
    // Another address is counted apart.
    expect((await from('198.51.100.8').send(valid)).status).toBe(201);
    expect(await ContactSubmissionModel.countDocuments()).toBe(2);
  });

  it('counts the address the gateway saw, not one the client put in front of it', async () => {
    const limited = app(1);
    const send = (forwarded: string) =>
      request(limited).post('/api/contact').set('X-Forwarded-For', forwarded).send(valid);
    expect((await send('10.0.0.1, 203.0.113.9')).status).toBe(201);
    expect((await send('10.0.0.2, 203.0.113.9')).status).toBe(429);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send({ ...valid, message: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a post from another site', async () => {
    const res = await request(app()).post('/api/contact').set('Origin', 'https://evil.example').send(valid);
    expect(res.status).toBe(403);
  });
});

describe('GET /api/admin/contact-submissions', () => {
  it('answers 401 signed out and 403 for a member', async () => {
    const signedOut = await request(app()).get('/api/admin/contact-submissions');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'Please sign in first.' });
    const member = await request(app())
      .get('/api/admin/contact-submissions')
      .set('Cookie', await signedInCookie(db, { role: 'member' }));
    expect(member.status).toBe(403);
  });

  it('lists the submissions newest first for an admin, with ids and no internals', async () => {
    const base = Date.now();
    await ContactSubmissionModel.insertMany([
      { ...valid, name: 'Oldest', createdAt: new Date(base - 2000) },
      { ...valid, name: 'Newest', phone: null, createdAt: new Date(base) },
      { ...valid, name: 'Middle', createdAt: new Date(base - 1000) },
    ]);
    const res = await request(app())
      .get('/api/admin/contact-submissions')
      .set('Cookie', await signedInCookie(db, { role: 'admin', username: 'grace' }));
    expect(res.status).toBe(200);
    const list = res.body as ContactSubmission[];
    expect(list.map((s) => s.name)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: 'Newest',
      email: valid.email,
      phone: null,
      subject: 'bible-study',
      message: valid.message,
      createdAt: new Date(base).toISOString(),
      memberSupport: false,
      replyBy: null,
      answeredAt: null,
    });
  });

  it('treats the username admin as an admin', async () => {
    const res = await request(app())
      .get('/api/admin/contact-submissions')
      .set('Cookie', await signedInCookie(db, { role: 'member', username: 'admin' }));
    expect(res.status).toBe(200);
  });
});

describe('configuration', () => {
  it('reads the contact rate limit from the environment, with defaults', () => {
    expect(loadConfig({}).contactRateLimit).toEqual({ limit: 10, windowMs: 15 * 60 * 1000 });
    expect(
      loadConfig({ CONTACT_RATE_LIMIT: '20', CONTACT_RATE_WINDOW_SECONDS: '60' }).contactRateLimit,
    ).toEqual({ limit: 20, windowMs: 60_000 });
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: '0' })).toThrow(/CONTACT_RATE_LIMIT/);
  });

  it('reads how many acknowledgements one address gets a day, default 3', () => {
    expect(loadConfig({}).contactAckLimit).toEqual({ limit: 3, windowMs: 24 * 60 * 60 * 1000 });
    expect(loadConfig({ CONTACT_ACK_LIMIT: '5' }).contactAckLimit.limit).toBe(5);
    expect(() => loadConfig({ CONTACT_ACK_LIMIT: '0' })).toThrow(/CONTACT_ACK_LIMIT/);
  });

  it('reads where care is, a local address by default, the compose name in production', () => {
    expect(loadConfig({}).careInternalUrl).toBe('http://127.0.0.1:4007');
    expect(loadConfig({ CARE_INTERNAL_URL: 'http://care.internal:4007/' }).careInternalUrl).toBe(
      'http://care.internal:4007',
    );
    expect(() => loadConfig({ CARE_INTERNAL_URL: 'care:4007' })).toThrow(
      /CARE_INTERNAL_URL must be a web address/,
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://db',
      SESSION_KEYS: 'k'.repeat(40),
      INTERNAL_API_KEY: 'i'.repeat(40),
      SITE_URL: 'https://womenofpurpose.org',
      SMTP_URL: 'smtp://apikey:s3cret@smtp.provider.net:587',
      RESOURCE_LINK_SECRET: 'r'.repeat(40),
    });
    expect(production.careInternalUrl).toBe('http://care:4007');
  });
});
