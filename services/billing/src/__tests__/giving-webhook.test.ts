import mongoose from 'mongoose';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { outboxModels } from '@ministry/kit/outbox';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { ProcessedEventModel } from '../billing/model';
import { GiftIntentModel, GiftModel, ReceiptNumberModel } from '../giving/model';
import { deliverWebhook, signedEvent } from './support';
import { give, openGivingTestBed, signedInMember, type GivingTestBed } from './giving-support';

// A gift exists only once Stripe's signed webhook says it was paid: once, with one receipt number
// and one receipt e-mail (the real outbox, sender and SMTP catcher), in the donor's language.
let bed: GivingTestBed;
let mailbox: TestMailbox;
beforeAll(async () => {
  bed = await openGivingTestBed('giving-webhook', { clientLimit: 1000, emailLimit: 1000 });
  mailbox = await openTestMailbox(bed.db.data);
});
afterAll(async () => {
  await mailbox.close();
  await bed.close();
});
beforeEach(async () => {
  const { mail, claims } = outboxModels(bed.db.data);
  await Promise.all([
    GiftModel.deleteMany({}),
    ProcessedEventModel.deleteMany({}),
    mail.deleteMany({}),
    claims.deleteMany({}),
  ]);
  mailbox.clear();
});

let counter = 0;
/** A one-time gift started on /give: its stored PaymentIntent id. */
async function started(fields: Record<string, unknown> = {}, language: 'en' | 'es' = 'en'): Promise<string> {
  counter += 1;
  const email = `lidia${counter}@example.org`;
  const res = await give(
    bed,
    {
      fundId: bed.fundId,
      giftCents: 5000,
      frequency: 'once',
      coverFee: false,
      name: 'Lidia Pérez',
      email,
      ...fields,
    },
    { ip: `192.0.2.${counter}`, language },
  );
  expect(res.status).toBe(200);
  const intent = await GiftIntentModel.findOne({ donorEmail: email });
  return intent!.intentId;
}

const succeeded = (id: string, amount = 5000) =>
  signedEvent('payment_intent.succeeded', {
    id,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    status: 'succeeded',
    metadata: { kind: 'gift' },
  });

const post = (payload: string, signature?: string) => {
  const req = request(bed.handler()).post('/api/stripe/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(payload);
};

describe('payment_intent.succeeded for a gift', () => {
  it('records the gift once: replayed, delivered twice at once, or again after its record was lost', async () => {
    const id = await started();
    const event = succeeded(id);
    await Promise.all([deliverWebhook(bed.handler(), event), deliverWebhook(bed.handler(), event)]);
    const replay = await post(event.payload, event.signature);
    expect(replay.status).toBe(200);
    await ProcessedEventModel.deleteMany({});
    await deliverWebhook(bed.handler(), event);

    const gifts = await GiftModel.find({ sourceId: id });
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      amountCents: 5000,
      status: 'succeeded',
      frequency: 'once',
      userId: null,
    });
    await mailbox.deliver();
    expect(await mailbox.messages()).toHaveLength(1);
  });

  it('refuses an unsigned or wrongly signed event (400) and records nothing', async () => {
    const id = await started();
    const good = succeeded(id);
    const forged = signedEvent(
      'payment_intent.succeeded',
      { id, object: 'payment_intent' },
      { secret: 'whsec_other' },
    );
    expect((await post(good.payload)).status).toBe(400);
    expect((await post(good.payload, forged.signature)).status).toBe(400);
    expect((await post(good.payload.replace('5000', '500000'), good.signature)).status).toBe(400);
    expect(await GiftModel.countDocuments()).toBe(0);
  });

  it('gives every gift its own receipt number, however many are confirmed at once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => started()));
    await Promise.all(ids.map((id) => deliverWebhook(bed.handler(), succeeded(id))));
    const inIds = { sourceId: mongoose.trusted({ $in: ids }) };
    const numbers = (await GiftModel.find(inIds)).map((gift) => gift.receiptNumber);
    expect(numbers).toHaveLength(8);
    expect(new Set(numbers).size).toBe(8);
    expect(await ReceiptNumberModel.countDocuments(inIds)).toBe(8);
  });

  it('leaves events of other payments to the other handlers (acknowledged)', async () => {
    const other = signedEvent('payment_intent.succeeded', {
      id: 'pi_not_a_gift',
      object: 'payment_intent',
      metadata: {},
    });
    expect((await post(other.payload, other.signature)).status).toBe(200);
    expect(await GiftModel.countDocuments()).toBe(0);
  });
});

describe('the receipt e-mail', () => {
  const hasAll = (mail: ParsedMail, texts: string[]) => {
    for (const text of texts) expect(mail.text).toContain(text);
  };

  it('gives the amount, date, fund, dedication, legal name, EIN and the no-goods statement in English', async () => {
    const id = await started({ coverFee: true, dedication: { kind: 'memory', name: 'Naomi Ruth' } });
    await deliverWebhook(bed.handler(), succeeded(id, 5181));
    const gift = await GiftModel.findOne({ sourceId: id });
    await mailbox.deliver();
    const [mail] = await mailbox.messages();
    expect(mail!.subject).toBe(`Thank you for your gift (receipt ${gift!.receiptNumber})`);
    expect(mail!.headers.get('content-language')).toBe('en');
    hasAll(mail!, [
      'Amount: $51.81',
      'Fund: General Fund',
      'Dedication: In memory of Naomi Ruth',
      'Women of Purpose Ministry, Inc.',
      'EIN: 12-3456789',
      'No goods or services were provided in exchange for this contribution.',
      `Receipt number: ${gift!.receiptNumber}`,
    ]);
    expect(mail!.html).toContain('<html lang="en">');
  });

  it('is in Spanish for a visitor who gave in Spanish, and a member’s preferred language', async () => {
    const id = await started({ dedication: { kind: 'honor', name: 'Sara' } }, 'es');
    await deliverWebhook(bed.handler(), succeeded(id));
    await mailbox.deliver();
    const [mail] = await mailbox.messages();
    expect(mail!.subject).toMatch(/^Gracias por su donativo \(recibo G-\d{4}-\d{6}\)$/);
    expect(mail!.headers.get('content-language')).toBe('es');
    hasAll(mail!, [
      'Importe: $50.00',
      'Fondo: Fondo General',
      'Dedicatoria: En honor de Sara',
      'EIN: 12-3456789',
      'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
    ]);

    mailbox.clear();
    const cookie = await signedInMember(bed, {
      id: 'member-ana',
      email: 'ana@example.org',
      name: 'Ana',
      language: 'es',
    });
    const res = await give(
      bed,
      { fundId: bed.fundId, giftCents: 1000, frequency: 'once' },
      { cookie, ip: '192.0.2.250' },
    );
    expect(res.status).toBe(200);
    const intent = await GiftIntentModel.findOne({ userId: 'member-ana' });
    await deliverWebhook(bed.handler(), succeeded(intent!.intentId, 1000));
    await mailbox.deliver();
    const [memberMail] = await mailbox.messages();
    expect(memberMail!.subject).toMatch(/^Gracias por su donativo/);
    expect(memberMail!.to).toMatchObject({ value: [{ address: 'ana@example.org' }] });
    expect(await GiftModel.findOne({ sourceId: intent!.intentId })).toMatchObject({ userId: 'member-ana' });
  });
});
