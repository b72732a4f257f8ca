import request from 'supertest';
import { chargeCents } from '@ministry/contracts/giving';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { GiftIntentModel, GiftModel, RecurringGiftModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { financeCookie, give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

let bed: GivingTestBed;
let mailbox: TestMailbox;
let cookie: string;
beforeAll(async () => {
  bed = await openGivingTestBed('giving-recurring', { clientLimit: 1000, emailLimit: 1000 });
  mailbox = await openTestMailbox(bed.db.data);
  cookie = await signedInMember(bed, {
    id: 'member-eva',
    email: 'eva@example.org',
    name: 'Eva Ramos',
    language: 'es',
  });
});
afterAll(async () => {
  await mailbox.close();
  await bed.close();
});

const app = () => request(bed.handler());
const now = () => Math.floor(Date.now() / 1000);

/** A monthly gift set up on /give and confirmed by Stripe (setup_intent.succeeded), then the return page. */
async function monthlyGift(amount: number) {
  const res = await give(
    bed,
    { fundId: bed.fundId, giftCents: amount, frequency: 'monthly', coverFee: false },
    { cookie },
  );
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ userId: 'member-eva' }).sort({ createdAt: -1 });
  const confirmed = signedEvent('setup_intent.succeeded', {
    id: intent!.intentId,
    object: 'setup_intent',
    status: 'succeeded',
    payment_method: 'pm_card_visa',
    metadata: { kind: 'gift' },
  });
  await Promise.all([deliverWebhook(bed.handler(), confirmed), deliverWebhook(bed.handler(), confirmed)]);
  const page = await app()
    .post('/api/giving/donations/complete')
    .set('Cookie', cookie)
    .send({ clientSecret: res.body.clientSecret });
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({ status: 'succeeded', frequency: 'monthly', amountCents: amount });
  const stored = await RecurringGiftModel.find({ setupIntentId: intent!.intentId });
  expect(stored).toHaveLength(1);
  return stored[0]!;
}

function invoice(subscription: string, id: string, amount: number) {
  return {
    id,
    object: 'invoice',
    amount_paid: amount,
    amount_due: amount,
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: now(), end: now() + 30 * 86400 } }] },
  };
}

describe('a monthly gift', () => {
  it('is created once, changed, paused, resumed and canceled through Stripe', async () => {
    const recurring = await monthlyGift(2500);
    const id = String(recurring._id);
    const list = await app().get('/api/giving/recurring').set('Cookie', cookie);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        giftCents: 2500,
        amountCents: 2500,
        status: 'active',
        fundName: 'General Fund',
      }),
    ]);
    expect(new Date(list.body[0].nextDate).getTime()).toBeGreaterThan(Date.now());

    const changed = await app()
      .put(`/api/giving/recurring/${id}`)
      .set('Cookie', cookie)
      .send({ giftCents: 4000, coverFee: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      giftCents: 4000,
      amountCents: chargeCents(4000, true),
      coverFee: true,
    });

    const paused = await app().post(`/api/giving/recurring/${id}/pause`).set('Cookie', cookie);
    expect(paused.body).toMatchObject({ status: 'paused', nextDate: null });
    const resumed = await app().post(`/api/giving/recurring/${id}/resume`).set('Cookie', cookie);
    expect(resumed.body.status).toBe('active');
    const canceled = await app().post(`/api/giving/recurring/${id}/cancel`).set('Cookie', cookie);
    expect(canceled.body).toMatchObject({ status: 'canceled', nextDate: null });
    const after = await app()
      .put(`/api/giving/recurring/${id}`)
      .set('Cookie', cookie)
      .send({ giftCents: 5000 });
    expect(after.status).toBe(409);
  });

  it('records each paid month once, with a receipt, and shows a failed month in the history', async () => {
    const recurring = await monthlyGift(3000);
    const sub = recurring.stripeSubscriptionId;
    const paid = signedEvent('invoice.paid', invoice(sub, `in_${sub}_1`, 3000));
    await deliverWebhook(bed.handler(), paid);
    await deliverWebhook(bed.handler(), paid);
    await mailbox.deliver();
    expect((await mailbox.messages()).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Gracias por su donativo \(recibo G-\d{4}-\d{6}\)$/),
    ]);
    mailbox.clear();
    const failed = signedEvent('invoice.payment_failed', invoice(sub, `in_${sub}_2`, 3000));
    await deliverWebhook(bed.handler(), failed);
    expect(await RecurringGiftModel.findById(recurring._id)).toMatchObject({ status: 'past_due' });
    await deliverWebhook(
      bed.handler(),
      signedEvent('invoice.payment_failed', invoice(sub, `in_${sub}_2`, 3000)),
    );

    const gifts = await app().get('/api/giving/gifts').set('Cookie', cookie);
    const mine = (gifts.body as { frequency: string; status: string; amountCents: number }[]).filter(
      (gift) => gift.amountCents === 3000,
    );
    expect(mine.map((gift) => gift.status).sort()).toEqual(['failed', 'succeeded']);
    await mailbox.deliver();
    const messages = await mailbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Acción necesaria: no se pudo cobrar su donativo mensual');
    expect(messages[0]!.text).toContain('Actualizar mi tarjeta: http://localhost:8080/account?tab=giving');

    const deleted = signedEvent('customer.subscription.deleted', {
      id: sub,
      object: 'subscription',
      status: 'canceled',
    });
    await deliverWebhook(bed.handler(), deleted);
    expect(await RecurringGiftModel.findById(recurring._id)).toMatchObject({ status: 'canceled' });
  });

  it('is a member’s own: another member gets 404', async () => {
    const recurring = await monthlyGift(1500);
    const other = await signedInMember(bed, { id: 'member-zoe', email: 'zoe@example.org', name: 'Zoe' });
    const res = await app()
      .post(`/api/giving/recurring/${String(recurring._id)}/cancel`)
      .set('Cookie', other);
    expect(res.status).toBe(404);
  });
});

describe('refunds', () => {
  async function paidGift(amount: number): Promise<string> {
    const res = await give(bed, {
      fundId: bed.fundId,
      giftCents: amount,
      frequency: 'once',
      coverFee: false,
      name: 'Marta',
      email: `marta${amount}@example.org`,
    });
    const intent = await GiftIntentModel.findOne({ donorEmail: `marta${amount}@example.org` });
    expect(res.status).toBe(200);
    await deliverWebhook(
      bed.handler(),
      signedEvent('payment_intent.succeeded', {
        id: intent!.intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        metadata: { kind: 'gift' },
      }),
    );
    return String((await GiftModel.findOne({ sourceId: intent!.intentId }))!._id);
  }

  it('never refunds more than what is left, even when two refunds are asked at once', async () => {
    const admin = await financeCookie(bed);
    const id = await paidGift(10000);
    const refund = (amount: number) =>
      app()
        .post(`/api/admin/giving/gifts/${id}/refund`)
        .set('Cookie', admin)
        .set('Accept-Language', 'es')
        .send({ amountCents: amount });
    const tooMuch = await refund(10001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('No puede reembolsar más de lo que queda de este donativo.');

    const both = await Promise.all([refund(6000), refund(6000)]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await GiftModel.findById(id)).toMatchObject({ refundedCents: 6000, status: 'partially_refunded' });
    const rest = await refund(4000);
    expect(rest.body).toMatchObject({ refundedCents: 10000, status: 'refunded' });
    expect((await refund(1)).status).toBe(409);

    mailbox.clear();
    await mailbox.deliver();
    const texts = (await mailbox.messages())
      .filter((mail) => mail.subject?.startsWith('Your gift was refunded'))
      .map((mail) => mail.text ?? '');
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('Deductible amount now: $40.00'))).toBe(true);
    expect(texts.some((text) => text.includes('Deductible amount now: $0.00'))).toBe(true);
  });

  it('is for admins only', async () => {
    const id = await paidGift(2000);
    const res = await app()
      .post(`/api/admin/giving/gifts/${id}/refund`)
      .set('Cookie', cookie)
      .send({ amountCents: 100 });
    expect(res.status).toBe(403);
  });
});

describe('the ministry’s reports', () => {
  it('sums this month by fund and month, lists and exports gifts as formula-safe CSV', async () => {
    const admin = await financeCookie(bed);
    const summary = await app().get('/api/admin/giving/summary').set('Cookie', admin);
    expect(summary.status).toBe(200);
    expect(summary.body.totalCents).toBeGreaterThan(0);
    expect(summary.body.donors).toBeGreaterThan(0);
    expect(summary.body.byFund[0]).toMatchObject({ name: 'General Fund' });
    expect(summary.body.byMonth).toHaveLength(1);

    await give(bed, {
      fundId: bed.fundId,
      giftCents: 700,
      frequency: 'once',
      name: '=HYPERLINK("http://evil")',
      email: 'formula@example.org',
    });
    const intent = await GiftIntentModel.findOne({ donorEmail: 'formula@example.org' });
    await deliverWebhook(
      bed.handler(),
      signedEvent('payment_intent.succeeded', {
        id: intent!.intentId,
        object: 'payment_intent',
        amount: 700,
        amount_received: 700,
      }),
    );
    const page = await app()
      .get('/api/admin/giving/gifts')
      .query({ donor: 'formula', frequency: 'once' })
      .set('Cookie', admin);
    expect(page.body).toMatchObject({ page: 1, pageSize: 25, totalCount: 1 });
    const csv = await app()
      .get('/api/admin/giving/gifts.csv')
      .query({ donor: 'formula' })
      .set('Cookie', admin);
    expect(csv.type).toBe('text/csv');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.text).toContain('"7.00"');
  });
});
