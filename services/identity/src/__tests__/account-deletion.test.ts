import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { ExportingService } from '@ministry/contracts/data-export';
import { peopleExportClient } from '../privacy/people-export-client';
import { createApp } from '../app';
import { identityContext } from '../context';
import { outreachModels } from '../outreach/model';
import { runDueDeletions } from '../privacy/deletion-job';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

// "Delete my account" (issue 44): her password, the e-mailed link, 14 days in which signing in
// cancels it, then every service forgets her and identity erases her, and the admins are told.

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-06-01T12:00:00Z');
const env = identityTestEnvironment({ now: () => clock });

/** Five services in one small HTTP server: each answers its forget at `/<service>/internal/<service>/people/forget`. */
interface Stub {
  calls: { service: string; body: { userId: string | null; email: string } }[];
  failing: Set<string>;
  urls: Record<ExportingService, string>;
  server: Server;
}
let stub: Stub;
beforeAll(async () => {
  const calls: Stub['calls'] = [];
  const failing = new Set<string>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const service = (req.url ?? '').split('/')[1] ?? '';
      const right =
        req.url === `/${service}/internal/${service}/people/forget` &&
        req.headers['x-internal-key'] === env.config.internalApiKey;
      calls.push({ service, body: JSON.parse(raw || '{}') });
      const ok = right && !failing.has(service);
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { service, done: { recordsForgotten: 1 } } : { message: 'down' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = Object.fromEntries(
    ['shop', 'billing', 'events', 'care', 'content'].map((service) => [service, `${base}/${service}`]),
  ) as Record<ExportingService, string>;
  stub = { calls, failing, urls, server };
});
afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
beforeEach(() => {
  clock = Date.parse('2026-06-01T12:00:00Z');
  stub.calls.length = 0;
  stub.failing.clear();
});

/** One pass of the job, as server.ts runs it every 10 minutes. */
function pass() {
  const built = createApp(env.config, env.db, { now: () => clock });
  const context = identityContext(env.config, env.db.data, () => clock);
  const client = peopleExportClient({ urls: stub.urls, internalApiKey: env.config.internalApiKey });
  return runDueDeletions(context, { client, sessionStore: built.sessionStore });
}

async function sent(): Promise<ParsedMail[]> {
  await env.mailbox.deliver();
  const mails = await env.mailbox.messages();
  env.mailbox.clear();
  return mails;
}

async function askAndConfirm(agent: ReturnType<typeof request.agent>) {
  await sent();
  expect((await agent.post('/api/account/deletion').send({ password: 'wrong one' })).status).toBe(400);
  expect((await agent.post('/api/account/deletion').send({ password: PASSWORD })).status).toBe(202);
  const [mail] = (await sent()).filter((m) => m.subject === 'Confirm the deletion of your account');
  const token = /\/account-deletion#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  // Opening the page does nothing: the page posts the token when she presses its button.
  const confirmed = await request(env.app).post('/api/account/deletion/confirm').send({ token });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ deletionDueAt: new Date(clock + 14 * DAY).toISOString() });
  // The link works once.
  expect((await request(env.app).post('/api/account/deletion/confirm').send({ token })).status).toBe(400);
  const [scheduled] = (await sent()).filter((m) => m.subject === 'Your account will be deleted');
  expect(scheduled?.text).toContain('June 15, 2026');
  expect(scheduled?.text).toContain('signing in cancels the deletion');
}

it('nothing happens before 14 days; signing in cancels it', async () => {
  const ruth = await registerAndLogin(env.app, 'ruth');
  await askAndConfirm(ruth);
  // Her sessions ended.
  expect((await ruth.get('/api/auth/user')).status).toBe(401);

  clock += 13 * DAY;
  expect(await pass()).toBe(0);
  expect(stub.calls).toEqual([]);

  const login = await request(env.app).post('/api/auth/login').send({ username: 'ruth', password: PASSWORD });
  expect(login.status).toBe(200);
  expect(login.body.deletionCanceled).toBe(true);
  const again = await request(env.app).post('/api/auth/login').send({ username: 'ruth', password: PASSWORD });
  expect(again.body.deletionCanceled).toBeUndefined();

  clock += 30 * DAY;
  expect(await pass()).toBe(0);
  expect(stub.calls).toEqual([]);
  expect(await UserModel.countDocuments({ usernameKey: 'ruth' })).toBe(1);
});

it('after 14 days every service forgets her, then she is erased here and the admins are told; a service down waits', async () => {
  const grace = await registerAndLogin(env.app, 'grace');
  await UserModel.updateOne({ usernameKey: 'grace' }, { role: 'admin' });
  const martha = await registerAndLogin(env.app, 'martha');
  const id = String((await UserModel.findOne({ usernameKey: 'martha' }))!._id);
  const outreach = outreachModels(env.db.data);
  await outreach.consents.create({
    _id: 'news:martha',
    listId: 'news',
    addressKey: 'k-martha',
    email: 'martha@example.org',
    userId: id,
    subscribed: true,
    updatedAt: new Date(clock),
  });
  await outreach.suppressions.create({ _id: 'prayer:k-martha', reason: 'unsubscribed', at: new Date(clock) });
  await askAndConfirm(martha);

  // A member cannot start or cancel anyone's; an admin can cancel hers.
  expect((await martha.post(`/api/admin/users/${id}/deletion`)).status).toBe(401);
  await grace.get('/api/auth/user');
  expect((await grace.delete(`/api/admin/users/${id}/deletion`)).status).toBe(204);
  expect((await grace.delete(`/api/admin/users/${id}/deletion`)).status).toBe(409);
  // ...and start it again, for a request received by letter: 14 days from now.
  const started = await grace.post(`/api/admin/users/${id}/deletion`);
  expect(started.status).toBe(200);
  expect(started.body.deletionDueAt).toBe(new Date(clock + 14 * DAY).toISOString());

  clock += 14 * DAY + 1;
  stub.failing.add('care');
  expect(await pass()).toBe(0);
  expect(stub.calls.map((call) => call.service).sort()).toEqual([
    'billing',
    'care',
    'content',
    'events',
    'shop',
  ]);
  expect(await UserModel.countDocuments({ _id: id })).toBe(1);
  expect(await outreach.consents.countDocuments({ userId: id })).toBe(1);

  stub.failing.clear();
  stub.calls.length = 0;
  clock += 10 * 60_000;
  await sent();
  expect(await pass()).toBe(1);
  expect(stub.calls.map((call) => call.service).sort()).toEqual([
    'billing',
    'care',
    'content',
    'events',
    'shop',
  ]);
  expect(stub.calls[0]?.body).toEqual({ userId: id, email: 'martha@example.org' });
  expect(await UserModel.countDocuments({ _id: id })).toBe(0);
  expect(await outreach.consents.countDocuments({ userId: id })).toBe(0);
  expect(await outreach.suppressions.countDocuments({ _id: 'prayer:k-martha' })).toBe(1);
  const notices = (await sent()).filter((m) => m.subject === 'An account was deleted');
  expect(notices).toHaveLength(1);
  expect(notices[0]?.text).toContain('started by an administrator');
  expect(notices[0]?.text).toContain('billing: recordsForgotten');
  expect(notices[0]?.text).not.toContain('martha');

  // Nothing left to do.
  expect(await pass()).toBe(0);
});
