import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { ExportingService } from '@ministry/contracts/data-export';
import type { AudiencePerson } from '@ministry/contracts/outreach';
import { identityContext } from '../context';
import { audienceOf, suppress } from '../outreach/audience';
import { unsubscribeToken } from '../outreach/model';
import { outreachTestEnvironment } from './outreach-helpers';

// Lists by criteria (issue 44): a plan's members, this year's donors, an event's sign-ups, asked of
// billing and events at send time (here one small HTTP server answering as they would).

const t = outreachTestEnvironment();
const { env } = t;
const ADMIN = '/api/admin/mailing-lists';
const EVENT = '0123456789abcdef01234567';
const NOW = Date.parse('2026-03-10T15:00:00Z');

interface Stub {
  server: Server;
  urls: Record<ExportingService, string>;
  /** What each path answers: its people, or a status to fail with. */
  answers: Map<string, AudiencePerson[] | number>;
  calls: string[];
}
let stub: Stub;
beforeAll(async () => {
  const answers: Stub['answers'] = new Map();
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0] ?? '';
    const answer = answers.get(path);
    const keyed = req.headers['x-internal-key'] === env.config.internalApiKey;
    const status = !keyed ? 403 : answer === undefined ? 404 : typeof answer === 'number' ? answer : 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { people: answer } : { message: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = Object.fromEntries(
    ['shop', 'billing', 'events', 'care', 'content'].map((service) => [service, `${base}/${service}`]),
  ) as Record<ExportingService, string>;
  stub = { server, urls, answers, calls };
  // The app and the context read the same settings object: where billing and events answer.
  env.config.exportUrls = urls;
});
afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
beforeEach(() => {
  stub.answers.clear();
  stub.calls.length = 0;
});

const PLANS = '/billing/internal/billing/audience/plan-subscribers';
const DONORS = '/billing/internal/billing/audience/donors';
const REGISTRANTS = '/events/internal/events/audience/registrants';
const context = () => identityContext(env.config, env.db.data, () => NOW);
const names = { name: 'Growth plan', nameEs: 'Plan Crecimiento', description: '', descriptionEs: '' };
const emails = async (listIds: string[]) =>
  (await audienceOf(context(), listIds)).map(({ email, language }) => `${email} ${language}`);

async function criteriaList(admin: ReturnType<typeof request.agent>, id: string, criteria: object) {
  const res = await admin.post(ADMIN).send({ id, ...names, criteria });
  expect(res.status).toBe(201);
  return res.body as { criteria: unknown; subscribers: number | null };
}

it("sends to a plan's members at their verified account address and language, visitors as given, each address once", async () => {
  const admin = await t.makeAdmin('deborah');
  const anna = await t.member('anna', { language: 'es', verified: true });
  const unverified = await t.member('naomi', { verified: false });
  stub.answers.set(PLANS, [
    { userId: anna.id, email: null, language: null },
    { userId: unverified.id, email: null, language: null },
    { userId: '0'.repeat(24), email: null, language: null },
    { userId: null, email: 'rosa@example.org', language: null },
    { userId: null, email: anna.email.toUpperCase(), language: 'en' },
  ]);
  const created = await criteriaList(admin, 'growth-members', { kind: 'plan', planId: 'growth' });
  expect(created).toMatchObject({ criteria: { kind: 'plan', planId: 'growth' }, subscribers: 2 });
  expect(stub.calls).toContain(`${PLANS}?planId=growth`);
  expect(await emails(['growth-members'])).toEqual([`${anna.email} es`, 'rosa@example.org en']);

  // "Any plan" asks for every plan.
  const edited = await admin.put(`${ADMIN}/growth-members`).send({ ...names, criteria: { kind: 'plan' } });
  expect(edited.status).toBe(200);
  expect(edited.body.criteria).toEqual({ kind: 'plan', planId: null });
  expect(stub.calls.at(-1)).toBe(`${PLANS}?planId=`);
});

it('leaves out addresses that left the list or bounced, and leaving by the link always holds', async () => {
  const admin = await t.makeAdmin('deborah');
  stub.answers.set(DONORS, [
    { userId: null, email: 'rosa@example.org', language: 'es' },
    { userId: null, email: 'lydia@example.org', language: 'en' },
    { userId: null, email: 'bounced@example.org', language: 'en' },
  ]);
  await criteriaList(admin, 'donors', { kind: 'donors-year', planId: 'growth', eventId: EVENT });
  // This year began at midnight in New York (05:00 UTC in winter).
  expect(stub.calls.at(-1)).toBe(`${DONORS}?since=${encodeURIComponent('2026-01-01T05:00:00.000Z')}`);
  await suppress(context(), 'bounced@example.org', '*', 'bounced');
  await suppress(context(), 'lydia@example.org', 'news', 'unsubscribed');
  expect(await emails(['donors'])).toEqual(['rosa@example.org es', 'lydia@example.org en']);

  const link = `/api/unsubscribe/${unsubscribeToken(env.config.sessionKeys, 'donors', 'rosa@example.org')}`;
  const before = await request(env.app).get(link).set('Accept', 'application/json');
  expect(before.body).toMatchObject({ subscribed: true, list: expect.objectContaining({ id: 'donors' }) });
  expect((await request(env.app).post(link).send({})).status).toBe(200);
  expect(await emails(['donors'])).toEqual(['lydia@example.org en']);
  // Still a donor, still left: nobody opts into a list by criteria, so nothing lifts it.
  expect((await request(env.app).get(link).set('Accept', 'application/json')).body.subscribed).toBe(false);
  // On a staff list too, the first list named wins and one address gets one message.
  await t.subscribeVisitor('rosa@example.org', ['news'], 'es');
  await request(env.app)
    .post('/api/mailing-lists/confirm')
    .send({ token: await t.confirmToken('rosa@example.org') });
  expect((await audienceOf(context(), ['donors', 'news'])).map((m) => `${m.email} ${m.listId}`)).toEqual([
    'lydia@example.org donors',
    'rosa@example.org news',
  ]);
});

it("an event's list counts its confirmed sign-ups in the preview; a service that does not answer is told", async () => {
  const admin = await t.makeAdmin('deborah');
  stub.answers.set(REGISTRANTS, [
    { userId: null, email: 'martha@example.org', language: 'es' },
    { userId: null, email: 'ruth@example.org', language: 'en' },
  ]);
  await criteriaList(admin, 'retreat', { kind: 'event', eventId: EVENT.toUpperCase() });
  expect(stub.calls.at(-1)).toBe(`${REGISTRANTS}?eventId=${EVENT}`);
  const draft = await admin
    .post('/api/admin/announcements')
    .send({ subject: 'Bring a coat', body: 'It will be cold.', lists: ['retreat'] });
  expect(draft.status).toBe(201);
  const preview = await admin.get(`/api/admin/announcements/${draft.body.id}/preview`);
  expect(preview.status).toBe(200);
  expect(preview.body.audience).toEqual({ total: 2, english: 1, spanish: 1, fallback: 1 });

  stub.answers.set(REGISTRANTS, 503);
  const down = await admin
    .get(`/api/admin/announcements/${draft.body.id}/preview`)
    .set('Accept-Language', 'es');
  expect(down.status).toBe(503);
  expect(down.body.message).toMatch(/criterios/);
  const lists = await admin.get(ADMIN);
  expect(lists.status).toBe(200);
  expect(lists.body.find((l: { id: string }) => l.id === 'retreat').subscribers).toBeNull();
  expect(lists.body.find((l: { id: string }) => l.id === 'news').subscribers).toBe(0);
});

it('refuses criteria that name no plan or no event, in both languages', async () => {
  const admin = await t.makeAdmin('deborah');
  const bad = [
    { kind: 'plan', planId: 'gold' },
    { kind: 'event' },
    { kind: 'event', eventId: 'retreat-2026' },
    { kind: 'everyone' },
  ];
  for (const criteria of bad) {
    const res = await admin.post(ADMIN).send({ id: 'bad', ...names, criteria });
    expect(res.status).toBe(400);
  }
  const es = await admin
    .post(ADMIN)
    .set('Accept-Language', 'es')
    .send({ id: 'bad', ...names, criteria: { kind: 'event', eventId: 'x' } });
  expect(JSON.stringify(es.body)).toContain('identificador de un evento');
  expect(await t.models().lists.countDocuments({ _id: 'bad' })).toBe(0);
});

it('is never offered for opting in: not to visitors, not in a member’s Email lists', async () => {
  const admin = await t.makeAdmin('deborah');
  stub.answers.set(PLANS, []);
  await criteriaList(admin, 'members', { kind: 'plan', planId: null });
  const ruth = await t.member('ruth', { verified: true });
  const mine = await ruth.agent.get('/api/account/mailing-lists');
  expect(mine.body.lists.map((l: { id: string }) => l.id)).not.toContain('members');
  expect(mine.body.lists.length).toBeGreaterThan(0);
  expect((await ruth.agent.put('/api/account/mailing-lists').send({ lists: ['members'] })).status).toBe(400);
  const open = await request(env.app).get('/api/mailing-lists');
  expect(open.body.map((l: { id: string }) => l.id)).not.toContain('members');
  // Refused as a closed or private list is: not told apart from one that does not exist.
  expect((await t.subscribeVisitor('rosa@example.org', ['members'])).status).toBe(400);
  expect(await t.models().consents.countDocuments({ listId: 'members' })).toBe(0);
});
