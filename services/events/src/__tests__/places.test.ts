import request from 'supertest';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { signupContext } from '../app';
import { PlaceHoldModel, RegistrationModel, SeatModel } from '../registrations/model';
import { runReminderPass } from '../registrations/reminders';
import {
  createEvent,
  editorCookie,
  memberCookie,
  signUp,
  signupApp,
  signupTestEnvironment,
  to,
} from './signup-support';

const env = signupTestEnvironment('events-places');
const SHOP_KEY = 'shop-internal-key-for-places-tests';
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
      priceCents: 3500,
      earlyBirdCents: 2500,
      capacity: null,
    },
    {
      id: 'childcare',
      kind: 'childcare',
      name: 'Childcare',
      nameEs: 'Cuidado infantil',
      priceCents: 1000,
      earlyBirdCents: null,
      capacity: 1,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 0,
  opensDaysBefore: 30,
};

const pricedEvent = (capacity = 2) =>
  createEvent(app(), env.db, {
    pricing,
    signup: { enabled: true, capacity, waitlist: true, closesHoursBefore: 0 },
  });

const internal = (path: string, body: object, key: string | null = SHOP_KEY) => {
  const call = request(app()).post(`/internal/places/${path}`);
  return (key === null ? call : call.set('X-Internal-Key', key)).send(body);
};

const adult = (name: string) => ({ name, optionId: 'participant' });
const holdBody = (eventId: string, key: string, people: object[], userId = 'buyer-1') => ({
  eventId,
  date: DATE,
  people,
  key,
  orderNumber: key.split('#')[0],
  userId,
  name: 'Ana Buyer',
  email: 'ana@example.org',
  language: 'en',
  holdUntil: new Date(env.clock.now.getTime() + 30 * 60_000).toISOString(),
});

describe('event pricing', () => {
  it('stores pricing and shows it with the occurrence', async () => {
    const event = await pricedEvent();
    expect(event.pricing).toMatchObject({ groupDiscountPercent: 0, options: [{ id: 'participant' }, {}] });
    const detail = await request(app()).get(`/api/events/${event.id}/occurrences/${DATE}`);
    expect(detail.body.pricing.options).toHaveLength(2);
    expect(detail.body.childcareLeft).toBe(1);
  });

  it('refuses priced places with sign-up off (400 on pricing)', async () => {
    const res = await request(app())
      .post('/api/events')
      .set('Cookie', await editorCookie(env.db))
      .send({
        title: 'Retreat',
        date: DATE,
        startTime: '10:00',
        endTime: '12:00',
        location: 'Center',
        description: 'A day.',
        category: 'retreat',
        pricing,
        signup: { enabled: false, capacity: null, waitlist: false, closesHoursBefore: 0 },
      });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('pricing');
  });
});

describe('free sign-up of a priced event', () => {
  it('sends her to the cart while seats are open, and lets her wait (free, never held) when full', async () => {
    const event = await pricedEvent(1);
    const cookie = await memberCookie(env, { id: 'm1', email: 'maria@example.org' });
    const open = await request(app())
      .post(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', cookie)
      .send({});
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('Places for this event are paid: add them to your cart.');

    expect((await internal('hold', holdBody(event.id, 'WOP-1#0', [adult('Ana')]))).status).toBe(200);
    const full = await request(app())
      .post(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', cookie)
      .send({});
    expect(full.status).toBe(201);
    expect(full.body.status).toBe('waitlisted');
    const waiting = await RegistrationModel.findById(full.body.id).lean();
    expect(waiting).toMatchObject({ status: 'waitlisted', seat: null, holdKey: null, unitCents: 2500 });
  });
});

describe('internal places API', () => {
  it('refuses without the shop key', async () => {
    const event = await pricedEvent();
    const body = { eventId: event.id, date: DATE, people: [adult('Ana')] };
    expect((await internal('quote', body, null)).status).toBe(403);
    expect((await internal('quote', body, 'wrong')).status).toBe(403);
    expect((await internal('quote', body)).body).toMatchObject({ totalCents: 2500, earlyBird: true });
  });

  it('holds, confirms and releases idempotently; a held place is no confirmed seat', async () => {
    const event = await pricedEvent(3);
    const body = holdBody(event.id, 'WOP-2#0', [adult('Ana'), adult('Bea')]);
    const [first, again] = await Promise.all([internal('hold', body), internal('hold', body)]);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-2#0' })).toBe(2);
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DATE}` })).toBe(2);

    const list = await request(app())
      .get(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', await editorCookie(env.db));
    expect(list.body).toMatchObject({ seats: { taken: 0 }, held: 2, attendees: 0 });
    expect(list.body.registrations[0]).toMatchObject({ status: 'held', payment: { state: 'held' } });

    const confirmed = await internal('confirm', { key: 'WOP-2#0' });
    expect(confirmed.status).toBe(200);
    expect((await internal('confirm', { key: 'WOP-2#0' })).body).toEqual(confirmed.body);
    const after = await request(app())
      .get(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', await editorCookie(env.db));
    expect(after.body).toMatchObject({ seats: { taken: 2 }, held: 0, attendees: 2 });
    expect(after.body.registrations[0].payment).toEqual({ state: 'paid', orderNumber: 'WOP-2' });
    await env.mailbox.deliver();
    expect(to(await env.mailbox.messages(), 'ana@example.org')).toHaveLength(2);

    expect((await internal('release', { key: 'WOP-2#0' })).status).toBe(200);
    expect((await internal('release', { key: 'WOP-2#0' })).status).toBe(200);
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DATE}` })).toBe(0);
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-2#0', status: 'canceled' })).toBe(2);
  });

  it('gives the last seat to one of two holds at once; the other is told 409 placesFull', async () => {
    const event = await pricedEvent(1);
    const results = await Promise.all([
      internal('hold', holdBody(event.id, 'WOP-3#0', [adult('Ana')])),
      internal('hold', holdBody(event.id, 'WOP-4#0', [adult('Bea')], 'buyer-2')),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = results.find((res) => res.status === 409)!;
    expect(refused.body.message).toBe('Not enough places are left for 1 people on this date (0 left).');
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DATE}` })).toBe(1);
    expect(await RegistrationModel.countDocuments({ status: 'held' })).toBe(1);
    expect(await PlaceHoldModel.countDocuments({ eventId: event.id })).toBe(1);
  });

  it("checks childcare's capacity and ages, all or nothing", async () => {
    const event = await pricedEvent(5);
    const child = (name: string, childAgeMonths: number | null) => ({
      name,
      optionId: 'childcare',
      childAgeMonths,
    });
    const noAge = await internal('hold', holdBody(event.id, 'WOP-5#0', [adult('Ana'), child('Lily', null)]));
    expect(noAge.status).toBe(409);
    expect(noAge.body.message).toBe("Enter the child's age for childcare.");
    const two = await internal(
      'hold',
      holdBody(event.id, 'WOP-5#0', [adult('Ana'), child('Lily', 24), child('Tom', 36)]),
    );
    expect(two.status).toBe(409);
    expect(two.body.message).toContain('for 2 people');
    expect(two.body.message).toContain('(1 left)');
    // Nothing was kept: the adult's seat went back too.
    expect(await SeatModel.countDocuments({})).toBe(0);
    expect(await RegistrationModel.countDocuments({})).toBe(0);
    const one = await internal('hold', holdBody(event.id, 'WOP-5#0', [adult('Ana'), child('Lily', 24)]));
    expect(one.status).toBe(200);
    const detail = await request(app()).get(`/api/events/${event.id}/occurrences/${DATE}`);
    expect(detail.body.childcareLeft).toBe(0);
    expect(detail.body.seats.taken).toBe(1);
  });

  it('confirms after a release by taking the places again, or answers 409 placesLost', async () => {
    const event = await pricedEvent(1);
    await internal('hold', holdBody(event.id, 'WOP-6#0', [adult('Ana')]));
    await internal('release', { key: 'WOP-6#0' });
    const retaken = await internal('confirm', { key: 'WOP-6#0' });
    expect(retaken.status).toBe(200);
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-6#0', status: 'confirmed' })).toBe(1);

    await internal('hold', holdBody(event.id, 'WOP-7#0', [adult('Bea')], 'buyer-2'));
    // The seat is Ana's now: a second order's hold was refused, and it cannot be confirmed.
    await internal('release', { key: 'WOP-6#0' });
    expect((await internal('hold', holdBody(event.id, 'WOP-8#0', [adult('Cy')], 'buyer-3'))).status).toBe(
      200,
    );
    const lost = await internal('confirm', { key: 'WOP-6#0' });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toContain('given to others');
    expect(await SeatModel.countDocuments({})).toBe(1);
  });
});

describe('offers from the waitlist of a priced event', () => {
  it('holds the freed seat for her at her frozen price, then passes it on when the offer runs out', async () => {
    const event = await pricedEvent(1);
    await internal('hold', holdBody(event.id, 'WOP-9#0', [adult('Ana')]));
    await internal('confirm', { key: 'WOP-9#0' });
    const maria = await memberCookie(env, { id: 'm1', email: 'maria@example.org' });
    const rosa = await memberCookie(env, { id: 'm2', email: 'rosa@example.org' });
    for (const cookie of [maria, rosa])
      expect(
        (
          await request(app())
            .post(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
            .set('Cookie', cookie)
            .send({})
        ).status,
      ).toBe(201);
    // The early-bird price ends: Maria keeps hers.
    env.clock.now = new Date('2030-06-05T12:00:00Z');
    await internal('release', { key: 'WOP-9#0' });
    const offered = await RegistrationModel.findOne({ userId: 'm1' }).lean();
    expect(offered).toMatchObject({ status: 'waitlisted', seat: 1 });
    expect(offered!.offeredUntil!.toISOString()).toBe('2030-06-06T12:00:00.000Z');
    await env.mailbox.deliver();
    const messages = await env.mailbox.messages();
    expect(to(messages, 'maria@example.org').map((mail) => mail.subject)).toContain(
      'A place opened up for you: Workshop: Healthy Boundaries, June 15, 2030',
    );
    const page = await request(app()).get(`/api/events/${event.id}/occurrences/${DATE}`).set('Cookie', maria);
    expect(page.body.myRegistration).toMatchObject({ status: 'waitlisted', offerCents: 2500 });
    // Someone else's hold finds no seat; hers uses the offered seat at the frozen price.
    expect((await internal('hold', holdBody(event.id, 'WOP-10#0', [adult('Bea')], 'x'))).status).toBe(409);
    const quote = await internal('quote', {
      eventId: event.id,
      date: DATE,
      people: [adult('Maria')],
      userId: 'm1',
    });
    expect(quote.body.totalCents).toBe(2500);

    // Rosa is not charged or held while she waits; when Maria's offer runs out, it is Rosa's.
    expect(await RegistrationModel.findOne({ userId: 'm2' }).lean()).toMatchObject({
      status: 'waitlisted',
      seat: null,
    });
    env.clock.now = new Date('2030-06-06T12:00:01Z');
    await runReminderPass(
      signupContext({ ...env.db.config, offerHours: 24 }, env.db.data, { now: () => env.clock.now }),
    );
    expect(await RegistrationModel.findOne({ userId: 'm1' }).lean()).toMatchObject({ status: 'canceled' });
    const rosas = await RegistrationModel.findOne({ userId: 'm2' }).lean();
    expect(rosas).toMatchObject({ status: 'waitlisted', seat: 1 });
    expect(rosas!.offeredUntil).not.toBeNull();
  });

  it('uses her offered seat for her own hold, and confirms it as paid', async () => {
    const event = await pricedEvent(1);
    await internal('hold', holdBody(event.id, 'WOP-11#0', [adult('Ana')]));
    await internal('confirm', { key: 'WOP-11#0' });
    const maria = await memberCookie(env, { id: 'm1', email: 'maria@example.org' });
    await request(app())
      .post(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', maria)
      .send({});
    env.clock.now = new Date('2030-06-05T12:00:00Z');
    await internal('release', { key: 'WOP-11#0' });
    const held = await internal('hold', holdBody(event.id, 'WOP-12#0', [adult('Maria')], 'm1'));
    expect(held.status).toBe(200);
    expect(held.body.totalCents).toBe(2500);
    expect((await internal('confirm', { key: 'WOP-12#0' })).status).toBe(200);
    expect(await RegistrationModel.findOne({ userId: 'm1' }).lean()).toMatchObject({
      status: 'confirmed',
      seat: 1,
      orderNumber: 'WOP-12',
    });
  });
});

describe('the free waitlist of a priced event', () => {
  it('lets a visitor join only when full', async () => {
    const event = await pricedEvent(1);
    const res = await signUp(app(), event.id, DATE, { name: 'Vi', email: 'vi@example.org' });
    expect(res.status).toBe(409);
  });
});
