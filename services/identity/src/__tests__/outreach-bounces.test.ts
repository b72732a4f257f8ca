import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { BOUNCES_PATH } from '@ministry/contracts/outreach';
import { bounceReporter } from '@ministry/kit/bounce-client';
import { enqueueMail } from '@ministry/kit/outbox';
import { openTestMailbox } from '@ministry/kit/testing/mail';
import { audienceOf } from '../outreach/audience';
import { recordBounce } from '../outreach/bounces';
import { subscribe } from '../outreach/consent';
import { addressKey, bounceSuppressionId } from '../outreach/model';
import { outreachTestEnvironment } from './outreach-helpers';

// Hard bounces (issue 44): identity's own sender suppresses the address (server.ts wires
// `recordBounce` as its onHardBounce); the other services report it to the internal route.
const t = outreachTestEnvironment();
const { env } = t;
const KEY = 'test-internal-key';

/** A visitor on `news` whose consent is proven (she followed her link). */
const onNews = (email: string) =>
  subscribe(t.context(), {
    listId: 'news',
    email,
    userId: null,
    language: 'en',
    via: 'visitor-link',
    proven: true,
  });
const newsAudience = async () => (await audienceOf(t.context(), ['news'])).map((a) => a.email).sort();

it("identity's own mail: a real SMTP 550 fails the message at once and suppresses the address on every list", async () => {
  await onNews('lost@bounce.invalid');
  await onNews('lydia@example.org');
  expect(await newsAudience()).toEqual(['lost@bounce.invalid', 'lydia@example.org']);
  await enqueueMail(env.db.data, 'announcement:a1:lost', {
    to: 'lost@bounce.invalid',
    recipient: { visitor: 'en' },
    language: 'en',
    subject: 'News',
    text: 'News',
    html: '<p>News</p>',
  });
  const mailbox = await openTestMailbox(env.db.data, undefined, {
    onHardBounce: (email) => recordBounce(t.context(), email),
  });
  try {
    expect(await mailbox.deliver()).toEqual({ sent: 0, failed: 1 });
  } finally {
    await mailbox.close();
  }
  expect(await newsAudience()).toEqual(['lydia@example.org']);
  const key = addressKey('lost@bounce.invalid');
  expect(await t.models().suppressions.findById(bounceSuppressionId(key)).lean()).toMatchObject({
    reason: 'bounced',
  });
  expect(await t.models().records.find({ addressKey: key, via: 'bounce' }).lean()).toEqual([
    expect.objectContaining({ listId: '*', action: 'unsubscribed', userId: null }),
  ]);
  // A later visitor form does not put her back; only her own proven choice from a working address would.
  expect(
    await subscribe(t.context(), {
      listId: 'events',
      email: 'lost@bounce.invalid',
      userId: null,
      language: 'en',
      via: 'registration',
      proven: false,
    }),
  ).toBe('suppressed');
});

describe(`POST ${BOUNCES_PATH}`, () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(env.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("takes another service's report through the kit's client, once however often it comes", async () => {
    await onNews('ruth@example.org');
    await onNews('lydia@example.org');
    const report = bounceReporter({ identityUrl: url, internalApiKey: KEY });
    await report('Ruth@Example.org');
    await report('ruth@example.org');
    expect(await newsAudience()).toEqual(['lydia@example.org']);
    expect(
      await t.models().records.countDocuments({ addressKey: addressKey('ruth@example.org'), via: 'bounce' }),
    ).toBe(1);
    // Without an address for identity (a config without it), nothing is sent and nothing fails.
    await bounceReporter({ identityUrl: '', internalApiKey: KEY })('lydia@example.org');
    expect(await newsAudience()).toEqual(['lydia@example.org']);
  });

  it('refuses a caller without an internal key, and an address that is not one', async () => {
    await onNews('lydia@example.org');
    await expect(
      bounceReporter({ identityUrl: url, internalApiKey: 'wrong' })('lydia@example.org'),
    ).rejects.toThrow(`POST ${BOUNCES_PATH}: 403`);
    expect((await request(env.app).post(BOUNCES_PATH).send({ email: 'lydia@example.org' })).status).toBe(403);
    for (const email of ['not an address', `${'x'.repeat(310)}@example.org`, { $ne: null }, '']) {
      const res = await request(env.app).post(BOUNCES_PATH).set('X-Internal-Key', KEY).send({ email });
      expect(res.status).toBe(400);
    }
    expect(await newsAudience()).toEqual(['lydia@example.org']);
  });
});
