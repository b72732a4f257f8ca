import request from 'supertest';
import { CustomerModel, SubscriptionModel } from '../billing/model';
import type { GivingDeps } from '../giving/context';
import { givingSummary } from '../giving/admin';
import { GiftModel, RecurringGiftModel } from '../giving/model';
import { openGivingTestBed, type GivingTestBed } from './giving-support';

// "Delete my account": billing forgets her; her gifts stay de-identified for the tax records.

let bed: GivingTestBed;
beforeAll(async () => {
  bed = await openGivingTestBed('billing-people-forget');
});
afterAll(() => bed.close());

const gift = (
  sourceId: string,
  userId: string | null,
  donorEmail: string,
  receiptNumber: string,
  cents: number,
) =>
  GiftModel.create({
    sourceId,
    receiptNumber,
    userId,
    donorName: `${donorEmail.split('@')[0]} Donor`,
    donorEmail,
    donorEmailKey: donorEmail.toLowerCase(),
    language: 'en',
    fundId: bed.fundId,
    fundName: 'General fund',
    fundNameEs: 'Fondo general',
    amountCents: cents,
    frequency: 'once',
    status: 'succeeded',
    paidAt: new Date('2026-05-01T12:00:00Z'),
  });

const forget = (body: object, key: string | null = bed.db.config.internalApiKey) => {
  const call = request(bed.handler()).post('/internal/billing/people/forget');
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

const summary = () =>
  givingSummary(
    { now: () => Date.parse('2026-06-01T12:00:00Z') } as unknown as GivingDeps,
    '2026-01-01',
    '2026-12-31',
  );

it('keeps her gifts with receipt numbers and fund totals, erases her, cancels her plan and deletes her Stripe customer', async () => {
  await gift('pi_1', 'martha-id', 'martha@example.org', 'G-2026-000001', 5000);
  await gift('pi_2', null, 'Martha@Example.org', 'G-2026-000002', 2500);
  await gift('pi_3', 'ruth-id', 'ruth@example.org', 'G-2026-000003', 1000);
  const stripe = bed.app.stripe!;
  const customer = await stripe.customers.create({ email: 'martha@example.org' });
  await CustomerModel.create({
    userId: 'martha-id',
    stripeCustomerId: customer.id,
    email: 'martha@example.org',
    preferredLanguage: 'en',
  });
  await SubscriptionModel.create({
    userId: 'martha-id',
    stripeSubscriptionId: 'sub_martha',
    stripeCustomerId: customer.id,
    planId: 'essential',
    status: 'active',
  });
  await RecurringGiftModel.create({
    setupIntentId: 'seti_martha',
    userId: 'martha-id',
    stripeCustomerId: customer.id,
    stripeSubscriptionId: 'sub_gift_martha',
    fundId: bed.fundId,
    giftCents: 1000,
    chargeCents: 1000,
    coverFee: false,
    donorName: 'Martha Donor',
    donorEmail: 'martha@example.org',
    language: 'en',
    status: 'active',
  });
  const before = await summary();
  const deleted = jest.spyOn(stripe.customers, 'del');
  const canceled = jest.spyOn(stripe.subscriptions, 'cancel');

  expect((await forget({ userId: 'martha-id', email: 'martha@example.org' }, null)).status).toBe(403);
  const res = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect([res.status, res.body.service, res.body.message]).toEqual([200, 'billing', undefined]);
  expect(res.body).toEqual({
    service: 'billing',
    done: {
      giftsDeidentified: 2,
      subscriptionsCanceled: 1,
      monthlyGiftsCanceled: 1,
      stripeCustomersDeleted: 1,
      giftIntentsErased: 0,
    },
  });
  expect(deleted).toHaveBeenCalledWith(customer.id);
  expect(canceled.mock.calls.map((call) => call[0]).sort()).toEqual(['sub_gift_martha', 'sub_martha']);
  expect((await SubscriptionModel.findOne({ userId: 'martha-id' }).lean())?.status).toBe('canceled');
  expect(await CustomerModel.countDocuments({ userId: 'martha-id' })).toBe(0);

  const hers = await GiftModel.find({ receiptNumber: /^G-2026-00000[12]$/ })
    .sort({ sourceId: 1 })
    .lean();
  expect(hers.map((g) => [g.receiptNumber, g.amountCents, g.fundId, g.paidAt.toISOString()])).toEqual([
    ['G-2026-000001', 5000, bed.fundId, '2026-05-01T12:00:00.000Z'],
    ['G-2026-000002', 2500, bed.fundId, '2026-05-01T12:00:00.000Z'],
  ]);
  expect(JSON.stringify(hers)).not.toMatch(/martha/i);
  expect(hers.every((g) => g.userId === null && g.donorName === '' && g.donorEmail === '')).toBe(true);
  expect((await GiftModel.findOne({ sourceId: 'pi_3' }).lean())?.donorEmail).toBe('ruth@example.org');

  // The finance summary's fund totals and donor count do not move.
  expect(await summary()).toEqual(before);

  // Again: nothing more to do, and it succeeds.
  deleted.mockClear();
  const again = await forget({ userId: 'martha-id', email: 'martha@example.org' });
  expect(again.status).toBe(200);
  expect(again.body.done).toEqual({
    giftsDeidentified: 0,
    subscriptionsCanceled: 0,
    monthlyGiftsCanceled: 0,
    stripeCustomersDeleted: 0,
    giftIntentsErased: 0,
  });
  expect(deleted).not.toHaveBeenCalled();
});
