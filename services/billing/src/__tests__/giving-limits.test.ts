import request from 'supertest';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { CustomerModel } from '../billing/model';
import { GIFT_LIMIT_WINDOW_MS } from '../giving/context';
import { GiftIntentModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// The shipped defaults (DEVELOPMENT_GIVING, CARD_FAILURE_LIMIT 3): what a congregation meets.
let bed: GivingTestBed;
beforeAll(async () => {
  // Gifts are counted in hourly windows, the portal and monthly-gift changes in 15-minute ones: a clock
  // that starts an hour starts a quarter too, so none of this file's counts straddles two windows.
  bed = await openGivingTestBed('giving-limits', {}, {}, { now: clockFromWindowStart(GIFT_LIMIT_WINDOW_MS) });
});
afterAll(() => bed.close());
afterEach(() => jest.restoreAllMocks());

let counter = 0;
const fresh = () => ++counter;
const freshIp = () => `192.0.2.${fresh()}`;
const gift = (email: string) => ({
  fundId: bed.fundId,
  giftCents: 2000,
  frequency: 'once',
  coverFee: false,
  name: 'Ruth Moab',
  email,
});
const declined = (intentId: string) =>
  signedEvent('payment_intent.payment_failed', {
    id: intentId,
    object: 'payment_intent',
    status: 'requires_payment_method',
    metadata: { kind: 'gift' },
  });

/** A visitor's gift started from a fresh address: its stored intent. */
async function startedGift(email = `giver${fresh()}@example.org`) {
  const res = await give(bed, gift(email), { ip: freshIp() });
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ donorEmail: email });
  return { intent: intent!, secret: res.body.clientSecret as string };
}

describe('a hall full of people giving from one Wi-Fi', () => {
  it('lets 100 gift attempts from one address within an hour through by default', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++)
      statuses.push((await give(bed, gift(`congregant${n}@example.org`), { ip })).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('turns an address away only after 10 of its gifts were declined within the hour (by default)', async () => {
    const ip = freshIp();
    for (let n = 0; n < 10; n++) {
      const email = `hall${fresh()}@example.org`;
      expect((await give(bed, gift(email), { ip })).status).toBe(200);
      const intent = await GiftIntentModel.findOne({ donorEmail: email });
      await deliverWebhook(bed.handler(), declined(intent!.intentId));
      if (n < 9) expect((await give(bed, gift(`next${fresh()}@example.org`), { ip })).status).toBe(200);
    }
    const refused = await give(bed, gift(`late${fresh()}@example.org`), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Several payments were declined. For your safety, please try again in an hour or contact us.',
    );
  });
});

describe('card testing on one PaymentIntent', () => {
  it('cancels a thrice-declined intent at Stripe, counting each event once', async () => {
    const cancel = jest.spyOn(bed.app.stripe!.paymentIntents, 'cancel');
    const { intent, secret } = await startedGift();
    const first = declined(intent.intentId);
    const second = declined(intent.intentId);
    // Each delivered again, and all at once: still two declines.
    await Promise.all(
      [first, first, first, second, second, second].map((event) => deliverWebhook(bed.handler(), event)),
    );
    expect(cancel).not.toHaveBeenCalled();
    expect(await GiftIntentModel.findById(intent._id)).toMatchObject({ state: 'failed' });

    await deliverWebhook(bed.handler(), declined(intent.intentId));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel.mock.calls[0]![0]).toBe(intent.intentId);
    expect(await GiftIntentModel.findById(intent._id)).toMatchObject({ state: 'canceled' });

    // A fourth decline (Stripe's events may still arrive) cancels nothing twice.
    await deliverWebhook(bed.handler(), declined(intent.intentId));
    expect(cancel).toHaveBeenCalledTimes(1);

    const status = await request(bed.handler())
      .get('/api/giving/donations/status')
      .query({ client_secret: secret });
    expect(status.body.status).toBe('failed');
  });

  it('cancels a gift intent billing has no record of too (its metadata says it is a gift)', async () => {
    const cancel = jest.spyOn(bed.app.stripe!.paymentIntents, 'cancel');
    for (let n = 0; n < 3; n++) await deliverWebhook(bed.handler(), declined('pi_unknown_gift'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel.mock.calls[0]![0]).toBe('pi_unknown_gift');
  });

  it('leaves an order intent’s declines to the shop (forwarded, nothing counted here)', async () => {
    const cancel = jest.spyOn(bed.app.stripe!.paymentIntents, 'cancel');
    const event = signedEvent('payment_intent.payment_failed', {
      id: 'pi_order_declined',
      object: 'payment_intent',
      metadata: { kind: 'order' },
    });
    // The shop is not reachable in this test: the delivery fails, so Stripe would deliver it again.
    const res = await request(bed.handler())
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.payload);
    expect(res.status).toBe(502);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('member routes that call Stripe', () => {
  const USER = 'member-portal';
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedInMember(bed, { id: USER, email: 'priscila@example.org', name: 'Priscila' });
    await CustomerModel.create({
      userId: USER,
      stripeCustomerId: 'cus_portal',
      email: 'priscila@example.org',
      preferredLanguage: 'es',
    });
  });

  it('send Stripe’s portal back to SITE_URL, never to the Host the request named', async () => {
    const create = jest.spyOn(bed.app.stripe!.billingPortal.sessions, 'create');
    for (const [path, tab] of [
      ['/api/giving/portal', 'giving'],
      ['/api/subscription/portal', 'subscription'],
    ] as const) {
      const res = await request(bed.handler())
        .post(path)
        .set('Cookie', cookie)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'https');
      expect(res.status).toBe(200);
      expect(create).toHaveBeenLastCalledWith(
        expect.objectContaining({ return_url: `${bed.db.config.siteUrl}/account?tab=${tab}` }),
      );
    }
  });

  it('limit the portal per member, both pages together (translated 429)', async () => {
    const other = await signedInMember(bed, {
      id: 'member-portal-2',
      email: 'febe@example.org',
      name: 'Febe',
    });
    await CustomerModel.create({
      userId: 'member-portal-2',
      stripeCustomerId: 'cus_portal_2',
      email: 'febe@example.org',
      preferredLanguage: 'en',
    });
    const open = (path: string, language = 'en') =>
      request(bed.handler()).post(path).set('Cookie', other).set('Accept-Language', language);
    for (let n = 0; n < 10; n++)
      expect((await open(n % 2 ? '/api/giving/portal' : '/api/subscription/portal')).status).toBe(200);
    const refused = await open('/api/giving/portal', 'es');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'La página de facturación se abrió muchas veces en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
    );
    // Another member is not affected.
    expect((await request(bed.handler()).post('/api/giving/portal').set('Cookie', cookie)).status).toBe(200);
  });

  it('limit changes to monthly gifts per member (translated 429)', async () => {
    const member = await signedInMember(bed, {
      id: 'member-recurring',
      email: 'lois@example.org',
      name: 'Lois',
    });
    const missing = '/api/giving/recurring/507f1f77bcf86cd799439011';
    const calls = [
      () => request(bed.handler()).put(missing).send({ giftCents: 3000, coverFee: false }),
      () => request(bed.handler()).post(`${missing}/pause`),
      () => request(bed.handler()).post(`${missing}/resume`),
      () => request(bed.handler()).post(`${missing}/cancel`),
    ];
    for (let n = 0; n < 20; n++) expect((await calls[n % 4]!().set('Cookie', member)).status).toBe(404);
    const refused = await calls[1]!().set('Cookie', member).set('Accept-Language', 'es');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Sus donativos mensuales se cambiaron muchas veces en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
    );
  });
});
