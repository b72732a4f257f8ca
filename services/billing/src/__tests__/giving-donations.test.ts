import request from 'supertest';
import { chargeCents } from '@ministry/contracts/giving';
import { clockFromWindowStart } from '@ministry/kit/testing/clock';
import { GIFT_LIMIT_WINDOW_MS } from '../giving/context';
import { GiftIntentModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

let bed: GivingTestBed;
beforeAll(async () => {
  // Gift intents are counted in hourly windows: none of this file's straddles two.
  bed = await openGivingTestBed(
    'giving-donations',
    { clientLimit: 4, emailLimit: 3, failureLimit: 3 },
    {},
    { now: clockFromWindowStart(GIFT_LIMIT_WINDOW_MS) },
  );
});
afterAll(() => bed.close());

let ipCounter = 0;
/** A fresh client address per test, so the limits of one test never reach the next. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const visitor = (fields: Record<string, unknown> = {}) => ({
  fundId: bed.fundId,
  giftCents: 5000,
  frequency: 'once',
  coverFee: false,
  name: 'Ruth Moab',
  email: `ruth${ipCounter}@example.org`,
  ...fields,
});

describe('POST /api/giving/donations', () => {
  it('charges the gift, plus 2.9% + 30¢ when the donor covers the fee, computed on the server', async () => {
    const ip = freshIp();
    const plain = await give(bed, visitor(), { ip });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      intentType: 'payment',
      amountCents: 5000,
      publishableKey: 'pk_test_mock',
    });
    expect(plain.body).not.toHaveProperty('amount');
    expect(plain.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    // What the browser says the charge or fee is, is not even read.
    const tampered = await give(
      bed,
      visitor({ coverFee: true, chargeCents: 1, feeCents: 0, amountCents: 1, amount: 1, total: 1 }),
      { ip },
    );
    expect(tampered.status).toBe(200);
    expect(tampered.body.amountCents).toBe(chargeCents(5000, true));
    expect(tampered.body.amountCents).toBe(5181);
    const stored = await GiftIntentModel.findOne().sort({ createdAt: -1 });
    expect(stored).toMatchObject({ giftCents: 5000, feeCents: 181, chargeCents: 5181, frequency: 'once' });
  });

  it('refuses amounts below the minimum and above the maximum, translated', async () => {
    const before = await GiftIntentModel.countDocuments();
    const small = await give(bed, visitor({ giftCents: 499 }), { ip: freshIp(), language: 'es' });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('El donativo mínimo es de $5.00.');
    const cents = await give(bed, visitor({ giftCents: 1000.5 }), { ip: freshIp() });
    expect(cents.status).toBe(400);
    const large = await give(bed, visitor({ giftCents: 1_000_001 }), { ip: freshIp() });
    expect(large.status).toBe(400);
    expect(await GiftIntentModel.countDocuments()).toBe(before);
  });

  it('asks a visitor for her name and e-mail, field by field', async () => {
    const res = await give(bed, visitor({ name: '', email: '' }), { ip: freshIp(), language: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Escriba su nombre.',
      email: 'Escriba su correo electrónico.',
    });
  });

  it('asks a visitor to sign in for a monthly gift (401); a member gets a SetupIntent as herself', async () => {
    const monthly = await give(bed, visitor({ frequency: 'monthly' }), { ip: freshIp() });
    expect(monthly.status).toBe(401);
    expect(monthly.body.message).toBe('Please sign in to give monthly.');

    const cookie = await signedInMember(bed, {
      id: 'member-dora',
      email: 'dora@example.org',
      name: 'Dora Tabitha',
    });
    const res = await give(
      bed,
      {
        fundId: bed.fundId,
        giftCents: 2500,
        frequency: 'monthly',
        coverFee: true,
        name: 'Someone',
        email: 'x@example.org',
      },
      { cookie, ip: freshIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ intentType: 'setup', amountCents: chargeCents(2500, true) });
    expect(res.body.clientSecret).toMatch(/^seti_/);
    expect(await GiftIntentModel.findOne({ userId: 'member-dora' })).toMatchObject({
      donorName: 'Dora Tabitha',
      donorEmail: 'dora@example.org',
      intentType: 'setup',
    });
  });

  it('answers 404 for a fund that does not exist or is archived', async () => {
    const res = await give(bed, visitor({ fundId: '507f1f77bcf86cd799439011' }), { ip: freshIp() });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('That fund does not exist or no longer takes gifts.');
  });
});

describe('limits against card testing', () => {
  it('limits intents per client address per hour (translated 429)', async () => {
    const ip = freshIp();
    for (let n = 0; n < 4; n++) {
      const res = await give(bed, visitor({ email: `client${n}@example.org` }), { ip });
      expect(res.status).toBe(200);
    }
    const refused = await give(bed, visitor({ email: 'client9@example.org' }), { ip, language: 'es' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Se iniciaron demasiados donativos desde aquí. Inténtelo de nuevo en una hora.',
    );
    // Another client is not affected.
    expect((await give(bed, visitor({ email: 'other@example.org' }), { ip: freshIp() })).status).toBe(200);
  });

  it('limits intents per e-mail per hour, from any address, however it is written', async () => {
    const email = 'Card.Tester@Example.org';
    for (let n = 0; n < 3; n++)
      expect((await give(bed, visitor({ email }), { ip: freshIp() })).status).toBe(200);
    const refused = await give(bed, visitor({ email: email.toLowerCase() }), { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many gifts were started from here. Please try again in an hour.');
  });

  it('stops a donor whose payments were declined 3 times within the hour; others on her Wi-Fi still give', async () => {
    const ip = freshIp();
    const email = 'declined.donor@example.org';
    const secrets: string[] = [];
    for (let n = 0; n < 3; n++) {
      const res = await give(bed, visitor({ email }), { ip: n === 0 ? ip : freshIp() });
      expect(res.status).toBe(200);
      secrets.push(res.body.clientSecret as string);
    }
    const intents = await GiftIntentModel.find({ donorEmail: email });
    expect(intents).toHaveLength(3);
    for (const intent of intents) {
      const failed = signedEvent('payment_intent.payment_failed', {
        id: intent.intentId,
        object: 'payment_intent',
        status: 'requires_payment_method',
        metadata: { kind: 'gift' },
      });
      await deliverWebhook(bed.handler(), failed);
      // The same event delivered twice at once counts once.
      await Promise.all([deliverWebhook(bed.handler(), failed), deliverWebhook(bed.handler(), failed)]);
    }
    // The thank-you page of a declined gift says so (stripe-mock's one secret finds the newest intent).
    const status = await request(bed.handler())
      .get('/api/giving/donations/status')
      .query({ client_secret: secrets[2] });
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('failed');

    // Her address, written another way, from another client: refused.
    const refused = await give(bed, visitor({ email: 'Declined.Donor@example.org' }), {
      ip: freshIp(),
      language: 'es',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Varios pagos fueron rechazados. Por su seguridad, inténtelo de nuevo en una hora o contáctenos.',
    );
    // Someone else giving from the address she used is not turned away for her declines.
    expect((await give(bed, visitor({ email: 'neighbour@example.org' }), { ip })).status).toBe(200);
  });

  it('stops a member whose payments were declined 3 times, whatever address she gives from', async () => {
    const cookie = await signedInMember(bed, {
      id: 'member-declined',
      email: 'tabitha@example.org',
      name: 'Tabitha Joppa',
    });
    for (let n = 0; n < 3; n++) {
      const res = await give(bed, visitor(), { cookie, ip: freshIp() });
      expect(res.status).toBe(200);
    }
    for (const intent of await GiftIntentModel.find({ userId: 'member-declined' }))
      await deliverWebhook(
        bed.handler(),
        signedEvent('payment_intent.payment_failed', {
          id: intent.intentId,
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: { kind: 'gift' },
        }),
      );
    const refused = await give(bed, visitor(), { cookie, ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Several payments were declined. For your safety, please try again in an hour or contact us.',
    );
  });
});

describe('GET /api/giving/donations/status', () => {
  it('is processing until Stripe confirms, then succeeded with the receipt number', async () => {
    const res = await give(bed, visitor({ giftCents: 7500 }), { ip: freshIp() });
    const secret = res.body.clientSecret as string;
    const status = () =>
      request(bed.handler()).get('/api/giving/donations/status').query({ client_secret: secret });
    expect((await status()).body).toEqual({
      status: 'processing',
      frequency: 'once',
      amountCents: 7500,
      fundName: 'General Fund',
      fundNameEs: 'Fondo General',
      receiptNumber: null,
    });
    const intent = await GiftIntentModel.findOne().sort({ createdAt: -1 });
    await deliverWebhook(
      bed.handler(),
      signedEvent('payment_intent.succeeded', {
        id: intent!.intentId,
        object: 'payment_intent',
        amount: 7500,
        amount_received: 7500,
        status: 'succeeded',
        metadata: { kind: 'gift' },
      }),
    );
    expect((await status()).body).toMatchObject({
      status: 'succeeded',
      receiptNumber: expect.stringMatching(/^G-\d{4}-\d{6}$/),
    });
  });

  it('answers 404 for a secret it never handed out, and 400 for something that is no secret', async () => {
    const unknown = await request(bed.handler())
      .get('/api/giving/donations/status')
      .query({ client_secret: 'pi_Unknown123_secret_abc' });
    expect(unknown.status).toBe(404);
    const junk = await request(bed.handler())
      .get('/api/giving/donations/status')
      .query({ client_secret: 'x' });
    expect(junk.status).toBe(400);
  });
});
