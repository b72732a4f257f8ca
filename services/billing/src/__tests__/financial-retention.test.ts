import { yearsBefore } from '@ministry/kit/financial-retention';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { loadConfig } from '../config';
import { givingSummary } from '../giving/admin';
import type { GivingDeps } from '../giving/context';
import { GiftIntentModel, GiftModel, RecurringGiftModel } from '../giving/model';
import { deidentifyOldGiving, givingRetentionJob } from '../privacy/retention';

// Gifts keep their donor's name, e-mail and account 7 years (FINANCIAL_RECORDS_RETENTION_YEARS), then
// are de-identified; amount, date, fund and receipt number stay for the tax records.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('billing-financial-retention');
});
afterAll(() => db.close());
beforeEach(async () => {
  await GiftModel.deleteMany({});
  await GiftIntentModel.collection.deleteMany({});
  await RecurringGiftModel.collection.deleteMany({});
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00.000Z');
/** Exactly 7 calendar years before NOW. */
const CUTOFF = new Date('2019-03-01T12:00:00.000Z');
const OLD = new Date(CUTOFF.getTime() - DAY);
const YOUNG = new Date(CUTOFF.getTime() + DAY);

let receipts = 0;
function gift(sourceId: string, donorEmail: string, paidAt: Date, fundId: string, cents: number) {
  receipts += 1;
  return GiftModel.create({
    sourceId,
    receiptNumber: `G-${paidAt.getUTCFullYear()}-${String(receipts).padStart(6, '0')}`,
    userId: `${donorEmail.split('@')[0]}-id`,
    donorName: `${donorEmail.split('@')[0]} Donor`,
    donorEmail,
    donorEmailKey: donorEmail,
    language: 'en',
    fundId,
    fundName: fundId === 'general' ? 'General fund' : 'Missions',
    fundNameEs: fundId === 'general' ? 'Fondo general' : 'Misiones',
    amountCents: cents,
    frequency: 'once',
    status: 'succeeded',
    paidAt,
    stripePaymentIntentId: sourceId,
  });
}

const bySource = async () => Object.fromEntries((await GiftModel.find().lean()).map((g) => [g.sourceId, g]));

const summary = () =>
  givingSummary({ now: () => NOW.getTime() } as unknown as GivingDeps, '2018-01-01', '2026-02-28');

describe('financial records retention (billing)', () => {
  it('counts calendar years, 29 February becoming 28 February', () => {
    expect(yearsBefore(NOW, 7)).toEqual(CUTOFF);
    expect(yearsBefore(new Date('2028-02-29T08:00:00.000Z'), 7)).toEqual(
      new Date('2021-02-28T08:00:00.000Z'),
    );
  });

  it('de-identifies gifts 7 years and a day old, not those a day younger; fund totals do not move; twice changes nothing', async () => {
    await gift('pi_old_1', 'martha@example.org', OLD, 'general', 5000);
    await gift('pi_old_2', 'martha@example.org', new Date(OLD.getTime() - 400 * DAY), 'missions', 2500);
    await gift('pi_old_3', 'ruth@example.org', new Date(CUTOFF.getTime() - 60_000), 'general', 1000);
    await gift('pi_young', 'martha@example.org', YOUNG, 'general', 700);
    await gift('pi_recent', 'ruth@example.org', new Date('2026-01-10T12:00:00Z'), 'missions', 300);
    const before = await bySource();
    const totals = await summary();

    expect(await deidentifyOldGiving(NOW, 7)).toEqual({
      giftsDeidentified: 3,
      giftIntentsErased: 0,
      monthlyGiftsErased: 0,
    });
    const after = await bySource();
    for (const id of ['pi_old_1', 'pi_old_2', 'pi_old_3']) {
      const { receiptNumber, amountCents, fundId, fundName, paidAt, status } = before[id]!;
      expect(after[id]).toMatchObject({ receiptNumber, amountCents, fundId, fundName, paidAt, status });
      expect(after[id]).toMatchObject({ userId: null, donorName: '', donorEmail: '' });
      expect(after[id]!.donorEmailKey).toMatch(/^deleted:/);
    }
    expect(JSON.stringify([after.pi_old_1, after.pi_old_2, after.pi_old_3])).not.toMatch(/martha|ruth/i);
    // One donor's gifts erased together keep one pseudonym; another donor has her own.
    expect(after.pi_old_1!.donorEmailKey).toBe(after.pi_old_2!.donorEmailKey);
    expect(after.pi_old_3!.donorEmailKey).not.toBe(after.pi_old_1!.donorEmailKey);
    // 7 years less a day, and recent gifts, keep their donor.
    expect(after.pi_young).toEqual(before.pi_young);
    expect(after.pi_recent).toEqual(before.pi_recent);

    // Fund totals, the grand total and the months are exactly what they were.
    const totalsAfter = await summary();
    expect(totalsAfter.byFund).toEqual(totals.byFund);
    expect(totalsAfter.byMonth).toEqual(totals.byMonth);
    expect(totalsAfter.totalCents).toBe(totals.totalCents);
    expect(totalsAfter.byFund.map((f) => [f.fundId, f.totalCents]).sort()).toEqual([
      ['general', 6700],
      ['missions', 2800],
    ]);

    // A second pass finds nothing and changes nothing.
    expect(await deidentifyOldGiving(NOW, 7)).toEqual({
      giftsDeidentified: 0,
      giftIntentsErased: 0,
      monthlyGiftsErased: 0,
    });
    expect(await bySource()).toEqual(after);
  });

  it('handles a bounded batch at a time and repeats until all are done', async () => {
    for (let i = 0; i < 7; i++) await gift(`pi_batch_${i}`, `donor${i}@example.org`, OLD, 'general', 100);
    await gift('pi_batch_young', 'donor0@example.org', YOUNG, 'general', 100);
    expect((await deidentifyOldGiving(NOW, 7, 3)).giftsDeidentified).toBe(7);
    expect(await GiftModel.countDocuments({ donorEmail: '' })).toBe(7);
    expect((await GiftModel.findOne({ sourceId: 'pi_batch_young' }).lean())?.donorEmail).toBe(
      'donor0@example.org',
    );
  });

  it('erases who started old gift intents and old canceled monthly gifts, with their Stripe customers', async () => {
    const intent = (intentId: string, createdAt: Date) => ({
      intentId,
      intentType: 'payment',
      secretId: intentId,
      secretHash: 'hash',
      userId: 'martha-id',
      stripeCustomerId: 'cus_martha',
      donorName: 'Martha Donor',
      donorEmail: 'martha@example.org',
      language: 'en',
      fundId: 'general',
      giftCents: 1000,
      feeCents: 0,
      chargeCents: 1000,
      coverFee: false,
      frequency: 'once',
      dedication: null,
      clientIp: '203.0.113.9',
      state: 'completed',
      createdAt,
      updatedAt: createdAt,
    });
    await GiftIntentModel.collection.insertMany([intent('pi_i_old', OLD), intent('pi_i_young', YOUNG)]);
    const monthly = (setupIntentId: string, status: string, updatedAt: Date) => ({
      setupIntentId,
      userId: 'martha-id',
      stripeCustomerId: 'cus_martha',
      stripeSubscriptionId: `sub_${setupIntentId}`,
      fundId: 'general',
      giftCents: 1000,
      chargeCents: 1000,
      coverFee: false,
      donorName: 'Martha Donor',
      donorEmail: 'martha@example.org',
      language: 'en',
      status,
      createdAt: updatedAt,
      updatedAt,
    });
    await RecurringGiftModel.collection.insertMany([
      monthly('seti_old_canceled', 'canceled', OLD),
      monthly('seti_young_canceled', 'canceled', YOUNG),
      monthly('seti_old_active', 'active', OLD),
    ]);

    expect(await deidentifyOldGiving(NOW, 7)).toEqual({
      giftsDeidentified: 0,
      giftIntentsErased: 1,
      monthlyGiftsErased: 1,
    });
    const intents = await GiftIntentModel.find().sort({ intentId: 1 }).lean();
    expect(intents.map((i) => [i.intentId, i.userId, i.donorEmail, i.clientIp, i.stripeCustomerId])).toEqual([
      ['pi_i_old', null, '', '', null],
      ['pi_i_young', 'martha-id', 'martha@example.org', '203.0.113.9', 'cus_martha'],
    ]);
    const plans = await RecurringGiftModel.find().sort({ setupIntentId: 1 }).lean();
    expect(plans.map((p) => [p.setupIntentId, p.userId, p.donorEmail, p.stripeCustomerId])).toEqual([
      ['seti_old_active', 'martha-id', 'martha@example.org', 'cus_martha'],
      ['seti_old_canceled', 'deleted', '', ''],
      ['seti_young_canceled', 'martha-id', 'martha@example.org', 'cus_martha'],
    ]);
    expect(await deidentifyOldGiving(NOW, 7)).toEqual({
      giftsDeidentified: 0,
      giftIntentsErased: 0,
      monthlyGiftsErased: 0,
    });
  });

  it('runs daily as the service job with the configured years', async () => {
    await gift('pi_job_4y', 'martha@example.org', new Date('2021-06-01T12:00:00Z'), 'general', 100);
    await gift('pi_job_2y', 'ruth@example.org', new Date('2024-06-01T12:00:00Z'), 'general', 100);
    const job = givingRetentionJob(3, () => NOW);
    expect(job).toMatchObject({ everyMs: DAY, atStart: true });
    await job.run();
    const left = await GiftModel.find({ donorEmail: /example/ }).lean();
    expect(left.map((g) => g.sourceId)).toEqual(['pi_job_2y']);
  });

  it('reads FINANCIAL_RECORDS_RETENTION_YEARS: default 7, a whole number from 1 to 30', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).financialRecordsRetentionYears).toBe(7);
    expect(
      loadConfig({ NODE_ENV: 'development', FINANCIAL_RECORDS_RETENTION_YEARS: '10' })
        .financialRecordsRetentionYears,
    ).toBe(10);
    for (const bad of ['0', '31', '7.5', 'seven'])
      expect(() => loadConfig({ NODE_ENV: 'development', FINANCIAL_RECORDS_RETENTION_YEARS: bad })).toThrow(
        /FINANCIAL_RECORDS_RETENTION_YEARS/,
      );
  });
});
