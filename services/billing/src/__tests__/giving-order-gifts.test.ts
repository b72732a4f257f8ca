import { execFileSync } from 'node:child_process';
import request from 'supertest';
import type { Gift } from '@ministry/contracts/giving';
import { orderGiftRefundPath, type OrderGift } from '@ministry/contracts/order-settlement';
import { outboxModels } from '@ministry/kit/outbox';
import { FundModel, GiftModel } from '../giving/model';
import { financeCookie, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// A paid shop order's gift line, told by the shop (its own key only): one gift per line however often
// and however concurrently it is told, in her history, the staff's list, CSV and summary, the fund's
// progress and her year-end statement, with no receipt e-mail of its own (the order's is the one);
// the order's refunds reach it.

const SHOP_KEY = 'shop-key-'.padEnd(40, 's');
const CARE_KEY = 'care-key-'.padEnd(40, 'c');

let bed: GivingTestBed;
let cookie: string;
let admin: string;
beforeAll(async () => {
  bed = await openGivingTestBed(
    'giving-order-gifts',
    {},
    { internalCallerKeys: { shop: SHOP_KEY, care: CARE_KEY } },
  );
  cookie = await signedInMember(bed, {
    id: 'member-hannah',
    email: 'hannah@example.org',
    name: 'Hannah Elkanah',
  });
  admin = await financeCookie(bed);
});
afterAll(() => bed.close());
beforeEach(async () => {
  const { mail } = outboxModels(bed.db.data);
  await Promise.all([GiftModel.deleteMany({}), mail.deleteMany({})]);
});

let counter = 0;
function orderGift(fields: Partial<OrderGift> = {}): OrderGift {
  counter += 1;
  const orderNumber = `WOP-ABCD-${String(counter).padStart(4, '2')}`;
  return {
    key: `${orderNumber}#1`,
    orderNumber,
    userId: 'member-hannah',
    name: 'Hannah Elkanah',
    email: 'hannah@example.org',
    language: 'en',
    fundId: bed.fundId,
    amountCents: 4000,
    paymentIntentId: `pi_order_${counter}`,
    paidAt: '2025-06-15T14:00:00.000Z',
    ...fields,
  };
}

const record = (body: object, key: string | null = SHOP_KEY, language = 'en') => {
  const req = request(bed.handler()).post('/internal/order-gifts').set('Accept-Language', language);
  return (key === null ? req : req.set('X-Internal-Key', key)).send(body);
};
const refund = (giftKey: string, amountCents: number, key: string | null = SHOP_KEY) => {
  const req = request(bed.handler()).post(orderGiftRefundPath(giftKey));
  return (key === null ? req : req.set('X-Internal-Key', key)).send({ amountCents });
};
const get = (path: string, as: string) => request(bed.handler()).get(path).set('Cookie', as);

describe('POST /internal/order-gifts', () => {
  it('records the line once: 201, then 200 with the same gift, numbered by its order, no e-mail', async () => {
    const line = orderGift();
    const first = await record(line);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      receiptNumber: line.orderNumber,
      fundId: bed.fundId,
      fundName: 'General Fund',
      amountCents: 4000,
      feeCents: 0,
      refundedCents: 0,
      frequency: 'once',
      status: 'succeeded',
      donorName: 'Hannah Elkanah',
      date: '2025-06-15T14:00:00.000Z',
    });
    const again = await record({ ...line, amountCents: 9999 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await GiftModel.countDocuments()).toBe(1);
    expect(await GiftModel.findOne()).toMatchObject({
      orderNumber: line.orderNumber,
      userId: 'member-hannah',
      stripePaymentIntentId: line.paymentIntentId,
    });
    expect(await outboxModels(bed.db.data).mail.countDocuments()).toBe(0);
  });

  it('records one gift when the shop tells the same line several times at once', async () => {
    const line = orderGift();
    const answers = await Promise.all(Array.from({ length: 6 }, () => record(line)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => (res.body as Gift).id)).size).toBe(1);
    expect(await GiftModel.countDocuments({ orderNumber: line.orderNumber })).toBe(1);
    // Two lines of one order are two gifts.
    expect((await record({ ...line, key: `${line.orderNumber}#2` })).status).toBe(201);
    expect(await GiftModel.countDocuments({ orderNumber: line.orderNumber })).toBe(2);
    expect(await outboxModels(bed.db.data).mail.countDocuments()).toBe(0);
  });

  it('takes an archived fund, answers an unknown one 404 in the caller language, and checks the body', async () => {
    const archived = await FundModel.create({ name: 'Roof', nameEs: 'Techo', archived: true });
    expect((await record(orderGift({ fundId: String(archived._id) }))).status).toBe(201);
    const unknown = await record(orderGift({ fundId: '64b7f0c2a1b2c3d4e5f60718' }), SHOP_KEY, 'es');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Ese fondo no existe o ya no recibe donativos.' });
    expect((await record(orderGift({ fundId: 'nope' }))).status).toBe(404);
    expect((await record({ ...orderGift(), amountCents: 0 })).status).toBe(400);
    expect((await record({ ...orderGift(), paidAt: 'yesterday' })).status).toBe(400);
    expect(await GiftModel.countDocuments()).toBe(1);
  });

  it('refuses every caller but the shop: no key, a wrong key, care, billing itself', async () => {
    const line = orderGift();
    for (const key of [null, 'wrong', SHOP_KEY.slice(0, -1), CARE_KEY, bed.db.config.internalApiKey]) {
      expect((await record(line, key)).status).toBe(403);
    }
    expect((await record(line)).status).toBe(201);
    for (const key of [null, CARE_KEY, bed.db.config.internalApiKey]) {
      expect((await refund(line.key, 4000, key)).status).toBe(403);
    }
    expect(await GiftModel.countDocuments({ refundedCents: 0 })).toBe(1);
  });
});

describe('where an order gift shows', () => {
  it('in her gifts, the staff list (found by order number), CSV, summary and the fund', async () => {
    const line = orderGift({ amountCents: 2500 });
    await record(line);
    const mine = await get('/api/giving/gifts', cookie);
    expect((mine.body as Gift[]).map((gift) => [gift.receiptNumber, gift.amountCents])).toEqual([
      [line.orderNumber, 2500],
    ]);
    const list = await get(`/api/admin/giving/gifts?donor=${line.orderNumber}`, admin);
    expect(list.body).toMatchObject({ totalCount: 1, gifts: [{ receiptNumber: line.orderNumber }] });
    const csv = await get('/api/admin/giving/gifts.csv?from=2025-06-01&to=2025-06-30', admin);
    expect(csv.text).toContain(`"${line.orderNumber}","Jun 15, 2025, 10:00 AM","Hannah Elkanah"`);
    expect(csv.text).toContain('"One-time","25.00","0.00","0.00","Received"');
    const summary = await get('/api/admin/giving/summary?from=2025-06-01&to=2025-06-30', admin);
    expect(summary.body).toMatchObject({ totalCents: 2500, donors: 1 });
    const funds = await request(bed.handler()).get('/api/giving/funds');
    const general = (funds.body as { id: string; raisedCents: number }[]).find((f) => f.id === bed.fundId);
    expect(general?.raisedCents).toBe(2500);
  });

  it('on her year-end statement, less what the order refunded', async () => {
    const line = orderGift({ amountCents: 6000 });
    await record(line);
    const statement = () =>
      get('/api/giving/statements/2025', cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const text = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    const before = text((await statement()).body as Buffer);
    expect(before).toContain(line.orderNumber);
    expect(before).toMatch(/Total\s+\$60\.00/);
    expect((await refund(line.key, 1500)).status).toBe(200);
    expect(text((await statement()).body as Buffer)).toMatch(/Total\s+\$45\.00/);
  });
});

describe('POST /internal/order-gifts/:key/refund', () => {
  it('keeps the largest total refunded so far, capped at the gift, with the staff refund statuses', async () => {
    const line = orderGift({ amountCents: 5000 });
    await record(line);
    const partly = await refund(line.key, 2000);
    expect(partly.status).toBe(200);
    expect(partly.body).toMatchObject({ refundedCents: 2000, status: 'partially_refunded' });
    // A repeat, or an older total arriving late, changes nothing.
    expect((await refund(line.key, 2000)).body).toMatchObject({ refundedCents: 2000 });
    expect((await refund(line.key, 500)).body).toMatchObject({ refundedCents: 2000 });
    // Told together, the largest wins.
    await Promise.all([refund(line.key, 3000), refund(line.key, 4000), refund(line.key, 3500)]);
    expect(await GiftModel.findOne({ orderNumber: line.orderNumber })).toMatchObject({
      refundedCents: 4000,
      status: 'partially_refunded',
    });
    const whole = await refund(line.key, 9000);
    expect(whole.body).toMatchObject({ refundedCents: 5000, status: 'refunded' });
    expect(await outboxModels(bed.db.data).mail.countDocuments()).toBe(0);
  });

  it('answers 404 for a line it never recorded, and staff cannot refund it apart from its order', async () => {
    expect((await refund('WOP-ZZZZ-ZZZZ#1', 100)).status).toBe(404);
    const line = orderGift();
    const { body: gift } = (await record(line)) as { body: Gift };
    const staff = await request(bed.handler())
      .post(`/api/admin/giving/gifts/${gift.id}/refund`)
      .set('Cookie', admin)
      .send({ amountCents: 1000 });
    expect(staff.status).toBe(409);
    expect(staff.body).toEqual({
      message: `This gift was paid with shop order ${line.orderNumber}: refund it from that order.`,
    });
    expect(await GiftModel.findById(gift.id)).toMatchObject({ refundedCents: 0, status: 'succeeded' });
  });
});
