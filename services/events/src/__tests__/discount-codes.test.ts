import request from 'supertest';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { PlaceHoldModel, RegistrationModel, SeatModel } from '../registrations/model';
import { createEvent, editorCookie, signupApp, signupTestEnvironment } from './signup-support';

const env = signupTestEnvironment('events-discount-codes');
const SHOP_KEY = 'shop-internal-key-for-code-tests';
const app = () =>
  signupApp(env.db, env.clock, {
    identityInternalUrl: env.identity.url,
    internalCallerKeys: { shop: SHOP_KEY },
    offerHours: 24,
  });
const DATE = '2030-06-15';
beforeEach(() => PlaceHoldModel.deleteMany({}));

const pricing: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 4000,
      earlyBirdCents: null,
      capacity: null,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 0,
  opensDaysBefore: 30,
  discountCodes: [
    { code: 'ONCE', percentOff: 50, amountOffCents: null, maxUses: 1, validUntil: null },
    { code: 'TENOFF', percentOff: null, amountOffCents: 1000, maxUses: null, validUntil: null },
    { code: 'OLD', percentOff: 10, amountOffCents: null, maxUses: null, validUntil: '2020-01-01' },
  ],
};

const pricedEvent = () =>
  createEvent(app(), env.db, {
    pricing,
    signup: { enabled: true, capacity: 10, waitlist: true, closesHoursBefore: 0 },
  });

const internal = (path: string, body: object, language = 'en') =>
  request(app())
    .post(`/internal/places/${path}`)
    .set('X-Internal-Key', SHOP_KEY)
    .set('Accept-Language', language)
    .send(body);

const adult = (name: string) => ({ name, optionId: 'participant' });
const holdBody = (eventId: string, key: string, discountCode: string | null, userId = 'buyer-1') => ({
  eventId,
  date: DATE,
  people: [adult('Ana')],
  discountCode,
  key,
  orderNumber: key.split('#')[0],
  userId,
  name: 'Ana Buyer',
  email: 'ana@example.org',
  language: 'en',
  holdUntil: new Date(env.clock.now.getTime() + 30 * 60_000).toISOString(),
});
const codeUses = (eventId: string, code: string) =>
  SeatModel.countDocuments({ occurrence: `code:${eventId}:${code}` });

describe('discount codes on paid places', () => {
  it('quotes with a code typed in any case, and refuses unknown or ended codes in her language', async () => {
    const event = await pricedEvent();
    const quote = (discountCode: string, language?: string) =>
      internal('quote', { eventId: event.id, date: DATE, people: [adult('Ana')], discountCode }, language);
    expect((await quote('tenoff')).body).toMatchObject({ totalCents: 3000, discountCode: 'TENOFF' });
    const unknown = await quote('NOPE');
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe('This discount code is not valid for this event.');
    const ended = await quote('old', 'es');
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('Este código de descuento ha vencido.');
  });

  it('keeps the codes from readers who do not edit events', async () => {
    const event = await pricedEvent();
    const visitor = await request(app()).get(`/api/events/${event.id}`);
    expect(visitor.body.pricing.options).toHaveLength(1);
    expect(visitor.body.pricing).not.toHaveProperty('discountCodes');
    const page = await request(app()).get(`/api/events/${event.id}/occurrences/${DATE}`);
    expect(page.body.pricing).not.toHaveProperty('discountCodes');
    const editor = await request(app())
      .get(`/api/events/${event.id}`)
      .set('Cookie', await editorCookie(env.db));
    expect(editor.body.pricing.discountCodes).toHaveLength(3);
    expect(editor.headers['cache-control']).toBe('no-store');
  });

  it('claims a use at the hold, frees it on release, and a quote then sees it free again', async () => {
    const event = await pricedEvent();
    const held = await internal('hold', holdBody(event.id, 'WOC-1#0', 'once'));
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ totalCents: 2000, discountCode: 'ONCE' });
    expect(await RegistrationModel.findOne({ holdKey: 'WOC-1#0' }).lean()).toMatchObject({ unitCents: 2000 });
    expect(await codeUses(event.id, 'ONCE')).toBe(1);
    // The same line asking again keeps its one use.
    expect((await internal('hold', holdBody(event.id, 'WOC-1#0', 'once'))).body).toEqual(held.body);
    expect(await codeUses(event.id, 'ONCE')).toBe(1);

    const usedUp = await internal('quote', {
      eventId: event.id,
      date: DATE,
      people: [adult('Bea')],
      discountCode: 'ONCE',
    });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.message).toBe('This discount code has been used up.');

    expect((await internal('release', { key: 'WOC-1#0' })).status).toBe(200);
    expect(await codeUses(event.id, 'ONCE')).toBe(0);
    const again = await internal('hold', holdBody(event.id, 'WOC-2#0', 'ONCE', 'buyer-2'));
    expect(again.status).toBe(200);
    expect((await internal('confirm', { key: 'WOC-2#0' })).status).toBe(200);
    expect(await codeUses(event.id, 'ONCE')).toBe(1);
  });

  it('gives the last use to one of two holds at once; the other is refused as used up, holding nothing', async () => {
    const event = await pricedEvent();
    const results = await Promise.all([
      internal('hold', holdBody(event.id, 'WOC-3#0', 'ONCE')),
      internal('hold', holdBody(event.id, 'WOC-4#0', 'ONCE', 'buyer-2')),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.status === 200)!;
    expect(winner.body).toMatchObject({ totalCents: 2000, discountCode: 'ONCE' });
    const refused = results.find((res) => res.status === 409)!;
    expect(refused.body.message).toBe('This discount code has been used up.');
    expect(await codeUses(event.id, 'ONCE')).toBe(1);
    expect(await RegistrationModel.countDocuments({ eventId: event.id, status: 'held' })).toBe(1);
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DATE}` })).toBe(1);
    expect(await PlaceHoldModel.countDocuments({ eventId: event.id })).toBe(1);
  });
});
