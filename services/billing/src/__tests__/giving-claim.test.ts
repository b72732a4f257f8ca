import request from 'supertest';
import { outboxModels } from '@ministry/kit/outbox';
import { GiftIntentModel, GiftModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// Claims by proof: gifts a visitor gave under an address become a member's only once identity says
// her account's address is that one and verified; before, nothing tells whether the address gave.
let bed: GivingTestBed;
beforeAll(async () => {
  bed = await openGivingTestBed('giving-claim', { clientLimit: 1000, emailLimit: 1000 });
});
afterAll(() => bed.close());

let counter = 0;
/** A gift a visitor gave (and Stripe confirmed) under `email`. */
async function visitorGift(email: string): Promise<void> {
  counter += 1;
  const res = await give(
    bed,
    { fundId: bed.fundId, giftCents: 2500, frequency: 'once', coverFee: false, name: 'Ana', email },
    { ip: `198.18.0.${counter}` },
  );
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ donorEmail: email }).sort({ createdAt: -1 });
  await deliverWebhook(
    bed.handler(),
    signedEvent('payment_intent.succeeded', {
      id: intent!.intentId,
      object: 'payment_intent',
      amount: 2500,
      amount_received: 2500,
      status: 'succeeded',
      metadata: { kind: 'gift' },
    }),
  );
}

const claimStatus = (cookie: string) => request(bed.handler()).get('/api/giving/claim').set('Cookie', cookie);
const claim = (cookie: string) => request(bed.handler()).post('/api/giving/claim').set('Cookie', cookie);
const myGifts = (cookie: string) => request(bed.handler()).get('/api/giving/gifts').set('Cookie', cookie);

describe('earlier visitor gifts (claims by proof)', () => {
  it('tells a member with an unverified address nothing, and attaches nothing', async () => {
    // A visitor's address, typed into a member's profile before it was proven hers.
    await visitorGift('ana.visitor@example.org');
    await visitorGift('Ana.Visitor@example.org');
    const squatter = await signedInMember(bed, {
      id: 'member-squatter',
      email: 'ana.visitor@example.org',
      name: 'Not Ana',
      emailVerified: false,
    });
    // The same answer as for an address that never gave: no count, no hint.
    const nobody = await signedInMember(bed, {
      id: 'member-nobody',
      email: 'never.gave@example.org',
      name: 'Nobody',
      emailVerified: false,
    });
    const seen = await claimStatus(squatter);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ emailVerified: false, count: null });
    expect((await claimStatus(nobody)).body).toEqual(seen.body);

    const tried = await claim(squatter);
    expect(tried.status).toBe(200);
    expect(tried.body).toEqual({ emailVerified: false, attached: 0 });
    expect((await myGifts(squatter)).body).toEqual([]);
    expect(await GiftModel.countDocuments({ donorEmailKey: 'ana.visitor@example.org', userId: null })).toBe(
      2,
    );
    // No claim e-mail either: nothing reaches the visitor's inbox in the member's name.
    const { mail } = outboxModels(bed.db.data);
    expect(
      await mail.countDocuments({ to: 'ana.visitor@example.org', subject: /claim|earlier|anteriores/i }),
    ).toBe(0);
  });

  it('counts and attaches them once identity says her address is verified, once', async () => {
    await visitorGift('marta.giver@example.org');
    await visitorGift('marta.giver@example.org');
    const cookie = await signedInMember(bed, {
      id: 'member-marta',
      email: 'Marta.Giver@example.org',
      name: 'Marta',
      emailVerified: false,
    });
    expect((await claimStatus(cookie)).body).toEqual({ emailVerified: false, count: null });

    // She followed the link identity sent her.
    bed.identity.members.get('member-marta')!.emailVerified = true;
    expect((await claimStatus(cookie)).body).toEqual({ emailVerified: true, count: 2 });
    // Two tabs at once: both attach to her alone (the same id), whichever reports them.
    const [first, second] = await Promise.all([claim(cookie), claim(cookie)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(Math.max(first.body.attached, second.body.attached)).toBe(2);
    expect(await myGifts(cookie).then((res) => res.body)).toHaveLength(2);
    expect((await claimStatus(cookie)).body).toEqual({ emailVerified: true, count: 0 });
    expect((await claim(cookie)).body).toEqual({ emailVerified: true, attached: 0 });

    // Another verified member gets none of them.
    const other = await signedInMember(bed, {
      id: 'member-other',
      email: 'other@example.org',
      name: 'Other',
    });
    expect((await claim(other)).body).toEqual({ emailVerified: true, attached: 0 });
    expect((await myGifts(other)).body).toEqual([]);
  });

  it('is for signed-in members; the old e-mailed-link route is gone', async () => {
    expect((await request(bed.handler()).get('/api/giving/claim')).status).toBe(401);
    expect((await request(bed.handler()).post('/api/giving/claim')).status).toBe(401);
    const cookie = await signedInMember(bed, { id: 'member-link', email: 'link@example.org', name: 'Link' });
    const old = await request(bed.handler())
      .post('/api/giving/claim/confirm')
      .set('Cookie', cookie)
      .send({ token: 'anything' });
    expect(old.status).toBe(404);
  });
});
