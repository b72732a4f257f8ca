import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { rateLimitModel } from '@ministry/kit/rate-limit';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { ContactSubmissionModel } from '../contact/model';

// "E-mail support within 24 hours" (the Essential plan): a message from a signed-in member whose plan is
// active (billing's internal API, here a double checking this service's key) is marked hers, due 24
// hours after it arrived; the admin list shows those first while unanswered.

const DAY_MS = 24 * 60 * 60 * 1000;

interface BillingDouble {
  url: string;
  /** userId → status billing answers; absent: 404 (no subscription). */
  plans: Map<string, string>;
  calls: string[];
  close: () => Promise<void>;
}

async function startBillingDouble(contentKey: string): Promise<BillingDouble> {
  const plans = new Map<string, string>();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-internal-key'] !== contentKey) return send(403, { message: 'forbidden' });
    const match = /^\/internal\/subscriptions\/([^/]+)$/.exec(req.url ?? '');
    const status = match ? plans.get(decodeURIComponent(match[1]!)) : undefined;
    if (!status) return send(404, { message: 'Not found.' });
    return send(200, { planId: 'essential', status, currentPeriodStart: null, currentPeriodEnd: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    plans,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let db: TestDatabase;
let billing: BillingDouble;
let admin: string;
beforeAll(async () => {
  db = await openTestDatabase('content-contact-member-support');
  billing = await startBillingDouble(db.config.internalApiKey);
  admin = await signedInCookie(db, { role: 'admin', username: 'grace' });
});
afterAll(async () => {
  await billing.close();
  await db.close();
});
beforeEach(async () => {
  await ContactSubmissionModel.deleteMany({});
  await rateLimitModel(db.data).deleteMany({});
  billing.calls.length = 0;
});

const app = (billingInternalUrl = billing.url) =>
  createApp({ ...db.config, billingInternalUrl }, db).app.callback();

const valid = {
  name: 'Maria Lopez',
  email: 'maria@example.org',
  subject: 'bible-study',
  message: 'I would like to join a Bible study group on Tuesdays.',
};

const send = (cookie?: string, language = 'en', billingUrl?: string) => {
  const call = request(app(billingUrl)).post('/api/contact').set('Accept-Language', language);
  return (cookie ? call.set('Cookie', cookie) : call).send(valid);
};

async function list(): Promise<ContactSubmission[]> {
  const res = await request(app()).get('/api/admin/contact-submissions').set('Cookie', admin);
  expect(res.body).toEqual(expect.any(Array));
  return res.body as ContactSubmission[];
}

describe('POST /api/contact from a member', () => {
  it('marks a subscriber’s message hers, due 24 hours after it arrived, and tells her so', async () => {
    billing.plans.set('member-ruth', 'active');
    const cookie = await signedInCookie(db, { id: 'member-ruth', role: 'member' });
    const res = await send(cookie);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Thank you for reaching out. As a member, you will hear from us within 24 hours.',
      memberSupport: true,
    });
    expect(billing.calls).toEqual(['/internal/subscriptions/member-ruth']);
    const stored = await ContactSubmissionModel.findOne().lean();
    expect(stored?.memberSupport).toBe(true);
    expect(stored!.replyBy!.getTime() - stored!.createdAt.getTime()).toBe(DAY_MS);

    const es = await send(cookie, 'es');
    expect(es.body.message).toBe(
      'Gracias por escribirnos. Como miembro, tendrá nuestra respuesta en menos de 24 horas.',
    );
  });

  it('does not mark a message from a member without a live plan, nor from a visitor', async () => {
    billing.plans.set('member-lapsed', 'past_due');
    await send(await signedInCookie(db, { id: 'member-lapsed', role: 'member' }));
    await send(await signedInCookie(db, { id: 'member-none', role: 'member' }));
    const visitor = await send();
    expect(visitor.body.memberSupport).toBe(false);
    // A visitor is never looked up.
    expect(billing.calls).toEqual([
      '/internal/subscriptions/member-lapsed',
      '/internal/subscriptions/member-none',
    ]);
    const stored = await ContactSubmissionModel.find().lean();
    expect(stored).toHaveLength(3);
    for (const message of stored) {
      expect(message.memberSupport).toBe(false);
      expect(message.replyBy).toBeNull();
    }
  });

  it('still stores the message, unmarked, when billing does not answer', async () => {
    billing.plans.set('member-ruth', 'active');
    const cookie = await signedInCookie(db, { id: 'member-ruth', role: 'member' });
    const res = await send(cookie, 'en', 'http://127.0.0.1:9');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: "Thank you for reaching out. We'll reply within 24 hours.",
      memberSupport: false,
    });
    const stored = await ContactSubmissionModel.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, memberSupport: false, replyBy: null });
  });
});

describe('the admin list and answering', () => {
  it('lists members’ unanswered messages first, soonest due first, then the rest newest first', async () => {
    const base = Date.now();
    const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000);
    const due = (minutesAgo: number) => new Date(base - minutesAgo * 60_000 + DAY_MS);
    await ContactSubmissionModel.insertMany([
      { ...valid, name: 'Visitor new', createdAt: at(1) },
      { ...valid, name: 'Member recent', createdAt: at(10), memberSupport: true, replyBy: due(10) },
      { ...valid, name: 'Visitor old', createdAt: at(3000) },
      { ...valid, name: 'Member overdue', createdAt: at(2000), memberSupport: true, replyBy: due(2000) },
      {
        ...valid,
        name: 'Member answered',
        createdAt: at(5),
        memberSupport: true,
        replyBy: due(5),
        answeredAt: at(2),
      },
    ]);
    const found = await list();
    expect(found.map((s) => s.name)).toEqual([
      'Member overdue',
      'Member recent',
      'Visitor new',
      'Member answered',
      'Visitor old',
    ]);
    expect(found[0]).toMatchObject({
      memberSupport: true,
      replyBy: due(2000).toISOString(),
      answeredAt: null,
    });
  });

  it('marks a message answered (admins only), once; it then leaves the top', async () => {
    billing.plans.set('member-ruth', 'active');
    await send(await signedInCookie(db, { id: 'member-ruth', role: 'member' }));
    const [message] = await list();
    const path = `/api/admin/contact-submissions/${message!.id}/answered`;

    expect((await request(app()).post(path)).status).toBe(401);
    const member = await signedInCookie(db, { role: 'member' });
    expect((await request(app()).post(path).set('Cookie', member)).status).toBe(403);

    const first = await request(app()).post(path).set('Cookie', admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: message!.id,
      memberSupport: true,
      answeredAt: expect.any(String),
    });
    const again = await request(app()).post(path).set('Cookie', admin);
    expect(again.body.answeredAt).toBe(first.body.answeredAt);

    const missing = '0123456789abcdef01234567';
    for (const id of [missing, 'not-an-id']) {
      const res = await request(app())
        .post(`/api/admin/contact-submissions/${id}/answered`)
        .set('Cookie', admin);
      expect(res.status).toBe(404);
    }
  });
});
