import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { ExportingService, PeopleExportRecords } from '@ministry/contracts/data-export';
import type { IdentityConfig } from '../config';
import { addressKey, outreachModels } from '../outreach/model';
import { UserModel } from '../users/model';
import { identityTestEnvironment, PASSWORD, registerAndLogin } from './helpers';

/** Her address proven (as following her verification link does). */
const verified = (username: string) => UserModel.updateOne({ username }, { emailVerified: true });

// "Download my data" (issue 44). The other services are stood in for by one small real HTTP server
// answering their internal export route (their own routes have their own tests): it answers by the
// e-mail address asked about, and names another person nowhere unless a test makes it leak.

const DAY = 24 * 60 * 60 * 1000;
const clock = { now: Date.parse('2026-06-01T15:00:00Z') };
const options = { now: () => clock.now, config: {} as Partial<IdentityConfig> };

const SERVICES: ExportingService[] = ['shop', 'billing', 'events', 'care', 'content'];
const stub = {
  down: null as ExportingService | null,
  calls: [] as { service: string; key: string | undefined; body: { userId: string | null; email: string } }[],
};
const sampleRecords = (email: string): PeopleExportRecords => ({
  shop: {
    orders: [
      {
        number: `WOP-${email.split('@')[0]}`,
        date: '2026-05-01T00:00:00.000Z',
        lines: [],
        totalCents: 100,
        refundedCents: 0,
        status: 'paid',
      },
    ],
    mail: [{ subject: 'Your order', sentAt: '2026-05-01T00:00:00.000Z' }],
  },
  billing: { gifts: [], subscription: null, mail: [] },
  events: { registrations: [], mail: [] },
  care: {
    appointments: [],
    packages: [
      {
        type: 'Package of 8 sessions',
        credits: 8,
        used: 3,
        purchasedAt: '2026-05-01T00:00:00.000Z',
        validUntil: '2027-05-01T00:00:00.000Z',
        status: 'active',
      },
    ],
    mail: [],
  },
  content: { messages: [], resourcePurchases: [], mail: [] },
});
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const service = (req.url ?? '').split('/')[1] as ExportingService;
      const body = JSON.parse(raw || '{}') as { userId: string | null; email: string };
      stub.calls.push({ service, key: req.headers['x-internal-key'] as string | undefined, body });
      if (stub.down === service || req.url !== `/${service}/internal/${service}/people/export`) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ service, records: sampleRecords(body.email)[service] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  options.config.exportUrls = Object.fromEntries(SERVICES.map((s) => [s, `${base}/${s}`])) as Record<
    ExportingService,
    string
  >;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const env = identityTestEnvironment(options);
beforeEach(() => {
  clock.now = Date.parse('2026-06-01T15:00:00Z');
  stub.down = null;
  stub.calls = [];
});

/** The token of the last download link e-mailed to `address`. */
async function linkTokenFor(address: string): Promise<string> {
  await env.mailbox.deliver();
  const mails = (await env.mailbox.messages()).filter((mail) =>
    (mail.text ?? '').includes('/my-data#token='),
  );
  const mine = mails.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase()));
  const match = /\/my-data#token=([A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '');
  if (!match) throw new Error(`no download link to ${address}`);
  return match[1]!;
}

const download = (token: string) =>
  request(env.app).post('/api/privacy/data-export/download').send({ token });

describe('a member downloads her data', () => {
  it('asks her password again, e-mails a link, and the link gives her file once', async () => {
    const martha = await registerAndLogin(env.app, 'martha', { firstName: 'Martha' });
    await registerAndLogin(env.app, 'ruth');
    const { consents, records } = outreachModels(env.db.data);
    const at = new Date(clock.now);
    await consents.create([
      {
        _id: `news:${addressKey('martha@example.org')}`,
        listId: 'news',
        addressKey: addressKey('martha@example.org'),
        email: 'martha@example.org',
        userId: null,
        language: 'en',
        subscribed: true,
        updatedAt: at,
      },
      {
        _id: `news:${addressKey('ruth@example.org')}`,
        listId: 'news',
        addressKey: addressKey('ruth@example.org'),
        email: 'ruth@example.org',
        userId: null,
        language: 'en',
        subscribed: true,
        updatedAt: at,
      },
    ]);
    await records.create([
      {
        listId: 'news',
        addressKey: addressKey('martha@example.org'),
        userId: null,
        action: 'subscribed',
        via: 'visitor-link' as const,
        at,
      },
      {
        listId: 'news',
        addressKey: addressKey('ruth@example.org'),
        userId: null,
        action: 'subscribed',
        via: 'visitor-link' as const,
        at,
      },
    ]);

    // An address she never proved gets no file: 403.
    const unproven = await martha.post('/api/account/data-export').send({ password: PASSWORD });
    expect(unproven.status).toBe(403);
    expect(unproven.body.message).toMatch(/^Please verify your e-mail address first/);
    await verified('martha');
    // Signed out, and a wrong password: refused, nothing sent.
    expect(
      (await request(env.app).post('/api/account/data-export').send({ password: PASSWORD })).status,
    ).toBe(401);
    const wrong = await martha.post('/api/account/data-export').send({ password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    expect((await martha.post('/api/account/data-export').send({})).status).toBe(400);

    const asked = await martha.post('/api/account/data-export').send({ password: PASSWORD });
    expect(asked.status).toBe(202);
    const token = await linkTokenFor('martha@example.org');

    const res = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data-2026-06-01.json"');
    expect(res.body.profile).toMatchObject({
      username: 'martha',
      email: 'martha@example.org',
      firstName: 'Martha',
    });
    expect(res.body.profile).not.toHaveProperty('passwordHash');
    expect(res.body.consents.current).toEqual([
      { list: 'news', subscribed: true, updatedAt: at.toISOString() },
    ]);
    expect(res.body.consents.history).toHaveLength(1);
    expect(res.body.orders.map((o: { number: string }) => o.number)).toEqual(['WOP-martha']);
    expect(res.body.mail.map((m: { from: string; subject: string }) => `${m.from}: ${m.subject}`)).toEqual(
      expect.arrayContaining(['identity: Download your data', 'shop: Your order']),
    );
    expect(res.body.summary[0]).toContain('Your data at Women of Purpose Ministry');
    expect(res.body.summary).toContain('Orders: 1.');
    expect(res.body.packages).toEqual([expect.objectContaining({ type: 'Package of 8 sessions', used: 3 })]);
    expect(res.body.summary).toContain('Packages of counseling sessions: 1.');
    // Every service was asked about her, with identity's key; nothing names another person.
    expect(stub.calls.map((call) => call.service).sort()).toEqual([...SERVICES].sort());
    expect(
      stub.calls.every(
        (call) => call.key === env.config.internalApiKey && call.body.email === 'martha@example.org',
      ),
    ).toBe(true);
    const emails = JSON.stringify(res.body).match(/[\w.+-]+@[\w.-]+/g) ?? [];
    expect(new Set(emails)).toEqual(new Set(['martha@example.org']));

    // Single use.
    const again = await download(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('invalid, expired or already used');
  });

  it('the link ends after 24 hours; a service that does not answer fails the download (503), link kept', async () => {
    const martha = await registerAndLogin(env.app, 'martha', {}, 'es');
    await verified('martha');
    expect((await martha.post('/api/account/data-export').send({ password: PASSWORD })).status).toBe(202);
    const token = await linkTokenFor('martha@example.org');

    stub.down = 'care';
    const failed = await download(token).set('Accept-Language', 'es');
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      'No pudimos reunir todos sus datos en este momento. Inténtelo de nuevo en unos minutos.',
    );
    expect(failed.headers['content-disposition']).toBeUndefined();
    stub.down = null;

    clock.now += DAY - 60_000;
    const inTime = await download(token);
    expect(inTime.status).toBe(200);
    expect(inTime.body.language).toBe('es');
    expect(inTime.body.summary[0]).toContain('Sus datos en el Ministerio');

    expect((await martha.post('/api/account/data-export').send({ password: PASSWORD })).status).toBe(202);
    const late = await linkTokenFor('martha@example.org');
    clock.now += DAY + 1;
    expect((await download(late)).status).toBe(400);
  });
});

describe('a visitor downloads hers', () => {
  it('always 202 (no enumeration), a link to the address, a file of its records without any profile', async () => {
    await registerAndLogin(env.app, 'ruth');
    const asked = await request(env.app)
      .post('/api/privacy/data-export')
      .send({ email: 'Visitor@Example.org', language: 'es' });
    expect(asked.status).toBe(202);
    const member = await request(env.app)
      .post('/api/privacy/data-export')
      .send({ email: 'ruth@example.org', language: 'en' });
    expect(member.status).toBe(202);
    expect(member.body.message).toContain('If we hold any data about this e-mail address');
    expect(
      (await request(env.app).post('/api/privacy/data-export').send({ email: 'not an address' })).status,
    ).toBe(400);

    const res = await download(await linkTokenFor('Visitor@Example.org'));
    expect(res.status).toBe(200);
    expect(res.body.profile).toBeNull();
    expect(res.body.language).toBe('es');
    expect(stub.calls.every((call) => call.body.userId === null)).toBe(true);

    // A visitor's link to a member's address opens no profile either.
    const ruth = await download(await linkTokenFor('ruth@example.org'));
    expect(ruth.body.profile).toBeNull();
  });

  it('is limited per address asked for, never per client', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (await request(env.app).post('/api/privacy/data-export').send({ email: 'a@example.org' })).status,
      ).toBe(202);
    expect(
      (await request(env.app).post('/api/privacy/data-export').send({ email: 'a@example.org' })).status,
    ).toBe(429);
    expect(
      (await request(env.app).post('/api/privacy/data-export').send({ email: 'b@example.org' })).status,
    ).toBe(202);
  });
});
