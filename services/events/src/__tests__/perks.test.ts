import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { signupContext } from '../app';
import { PerkUseModel, PlaceHoldModel, RegistrationModel, SeatModel } from '../registrations/model';
import { runReminderPass } from '../registrations/reminders';
import { createEvent, signupApp, signupTestEnvironment } from './signup-support';

// The plan perks on paid places: a Growth or Transform member's own place free once a season (one
// free place however many orders run at once), her plan's discount, billing asked for her live plan.

const env = signupTestEnvironment('events-perks');
const SHOP_KEY = 'shop-internal-key-for-perks-tests';
const DATE = '2030-06-15';

/** Billing's stand-in: `GET /internal/subscriptions/:userId` with the events service's key. */
const plans = new Map<string, { planId: string; status: string }>();
let billingDown = false;
let billing: Server;
let billingUrl = '';
beforeAll(async () => {
  billing = createServer((req, res) => {
    const id = decodeURIComponent(/^\/internal\/subscriptions\/([^/]+)$/.exec(req.url ?? '')?.[1] ?? '');
    const plan = plans.get(id);
    const keyed = req.headers['x-internal-key'] === env.db.config.internalApiKey;
    const status = billingDown ? 500 : !keyed ? 403 : plan ? 200 : 404;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(status === 200 ? { ...plan, currentPeriodStart: null, currentPeriodEnd: null } : {}),
    );
  });
  await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
  billingUrl = `http://127.0.0.1:${(billing.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => billing.close(resolve)));
beforeEach(async () => {
  plans.clear();
  billingDown = false;
  plans.set('grace', { planId: 'growth', status: 'active' });
  plans.set('tina', { planId: 'transform', status: 'active' });
  plans.set('esther', { planId: 'essential', status: 'active' });
  plans.set('lapsed', { planId: 'growth', status: 'past_due' });
  await Promise.all([PlaceHoldModel.deleteMany({}), PerkUseModel.deleteMany({})]);
});

const config = () => ({
  ...env.db.config,
  identityInternalUrl: env.identity.url,
  internalCallerKeys: { shop: SHOP_KEY },
  billingInternalUrl: billingUrl,
  holdGraceMinutes: 60,
});
const app = () => signupApp(env.db, env.clock, config());
const pass = () => runReminderPass(signupContext(config(), env.db.data, { now: () => env.clock.now }));

const participant = {
  id: 'participant',
  kind: 'participant' as const,
  name: 'Participant',
  nameEs: 'Participante',
  priceCents: 3500,
  earlyBirdCents: 2500,
  capacity: null,
};
const pricedEvent = (terms: Partial<EventPricing>, capacity = 10) =>
  createEvent(app(), env.db, {
    pricing: {
      options: [participant],
      earlyBirdUntil: null,
      groupDiscountPercent: 0,
      opensDaysBefore: 30,
      ...terms,
    },
    signup: { enabled: true, capacity, waitlist: true, closesHoursBefore: 0 },
  });

const internal = (path: string, body: object) =>
  request(app()).post(`/internal/places/${path}`).set('X-Internal-Key', SHOP_KEY).send(body);
const adult = (name: string) => ({ name, optionId: 'participant' });
const hold = (eventId: string, key: string, userId: string, people = [adult('Her')]) =>
  internal('hold', {
    eventId,
    date: DATE,
    people,
    key,
    orderNumber: key.split('#')[0],
    userId,
    name: 'Buyer',
    email: `${userId}@example.org`,
    language: 'en',
    holdUntil: new Date(env.clock.now.getTime() + 30 * 60_000).toISOString(),
  });
const quote = (eventId: string, userId: string | null, people = [adult('Her')]) =>
  internal('quote', { eventId, date: DATE, people, userId });
const units = (body: { people: { unitCents: number }[] }) => body.people.map((person) => person.unitCents);

describe('the Bible study perk (Growth, Transform)', () => {
  it("makes a Growth member's own place free once a season; her second order pays", async () => {
    const event = await pricedEvent({ planPerk: 'bible-study' });
    const first = await hold(event.id, 'WOP-1#0', 'grace', [adult('Grace'), adult('Friend')]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCents: 2500, perk: true, planDiscount: false });
    expect(units(first.body)).toEqual([0, 2500]);
    // The same line again: the same answer, still free.
    expect((await hold(event.id, 'WOP-1#0', 'grace', [adult('Grace'), adult('Friend')])).body).toEqual(
      first.body,
    );
    expect((await internal('confirm', { key: 'WOP-1#0' })).status).toBe(200);

    expect((await quote(event.id, 'grace')).body).toMatchObject({ totalCents: 2500, perk: false });
    const second = await hold(event.id, 'WOP-2#0', 'grace');
    expect(second.body).toMatchObject({ totalCents: 2500, perk: false });
    expect(await RegistrationModel.countDocuments({ status: 'confirmed', unitCents: 0 })).toBe(1);
  });

  it('gives the perk back when the order holding it is released', async () => {
    const event = await pricedEvent({ planPerk: 'bible-study' });
    expect((await hold(event.id, 'WOP-3#0', 'grace')).body).toMatchObject({ totalCents: 0, perk: true });
    expect((await quote(event.id, 'grace')).body.perk).toBe(false);
    expect((await internal('release', { key: 'WOP-3#0' })).status).toBe(200);
    expect(await PerkUseModel.countDocuments({})).toBe(0);
    expect((await hold(event.id, 'WOP-4#0', 'grace')).body).toMatchObject({ totalCents: 0, perk: true });
  });

  it('charges Essential, a plan not active, a visitor and someone without a plan', async () => {
    const event = await pricedEvent({ planPerk: 'bible-study' });
    for (const userId of ['esther', 'lapsed', 'nobody']) {
      const res = await hold(event.id, `WOP-${userId}#0`, userId);
      expect(res.body).toMatchObject({ totalCents: 2500, perk: false, planDiscount: false });
    }
    expect((await quote(event.id, null)).body).toMatchObject({ totalCents: 2500, perk: false });
    expect(await PerkUseModel.countDocuments({})).toBe(0);
  });

  it('gives exactly one free place to two holds of one member at once', async () => {
    const event = await pricedEvent({ planPerk: 'bible-study' });
    const both = await Promise.all([hold(event.id, 'WOP-5#0', 'grace'), hold(event.id, 'WOP-6#0', 'grace')]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(both.map((res) => res.body.totalCents).sort((a, b) => a - b)).toEqual([0, 2500]);
    expect(both.filter((res) => res.body.perk)).toHaveLength(1);
    const stored = await RegistrationModel.find({ status: 'held' }).lean();
    expect(stored.map((entry) => entry.unitCents).sort()).toEqual([0, 2500]);
    expect(await PerkUseModel.countDocuments({})).toBe(1);
  });
});

describe('the retreat perk and the plan discount', () => {
  it("makes a Transform member's retreat day free, not a Growth member's", async () => {
    const event = await pricedEvent({ planPerk: 'retreat' });
    expect((await hold(event.id, 'WOP-7#0', 'tina')).body).toMatchObject({ totalCents: 0, perk: true });
    expect((await hold(event.id, 'WOP-8#0', 'grace')).body).toMatchObject({ totalCents: 2500, perk: false });
  });

  it('takes the plan discount off every place for Growth and Transform, not Essential', async () => {
    const event = await pricedEvent({ planDiscountPercent: 20 });
    const grace = await hold(event.id, 'WOP-9#0', 'grace', [adult('Grace'), adult('Friend')]);
    expect(grace.body).toMatchObject({ totalCents: 4000, planDiscount: true, perk: false });
    expect(units(grace.body)).toEqual([2000, 2000]);
    expect((await quote(event.id, 'tina')).body).toMatchObject({ totalCents: 2000, planDiscount: true });
    expect((await hold(event.id, 'WOP-10#0', 'esther')).body).toMatchObject({
      totalCents: 2500,
      planDiscount: false,
    });
  });

  it('quotes without plan terms while billing is down, but refuses to hold (503), keeping nothing', async () => {
    const event = await pricedEvent({ planPerk: 'bible-study', planDiscountPercent: 10 });
    billingDown = true;
    expect((await quote(event.id, 'grace')).body).toMatchObject({ totalCents: 2500, perk: false });
    const refused = await hold(event.id, 'WOP-11#0', 'grace');
    expect(refused.status).toBe(503);
    expect(await RegistrationModel.countDocuments({})).toBe(0);
    expect(await SeatModel.countDocuments({})).toBe(0);
    billingDown = false;
    expect((await hold(event.id, 'WOP-11#0', 'grace')).body).toMatchObject({ totalCents: 0, perk: true });
  });
});

describe('lapsed holds', () => {
  it('releases places held past holdUntil and the grace, never confirmed; a late confirm retakes them', async () => {
    const event = await pricedEvent({ planPerk: 'bible-study' }, 2);
    const start = env.clock.now.getTime();
    expect((await hold(event.id, 'WOP-12#0', 'grace')).body.perk).toBe(true);
    expect((await hold(event.id, 'WOP-13#0', 'esther')).body.totalCents).toBe(2500);
    await internal('confirm', { key: 'WOP-13#0' });
    // Held until +30 minutes; the grace is 60 more.
    env.clock.now = new Date(start + 89 * 60_000);
    await pass();
    expect(await RegistrationModel.findOne({ holdKey: 'WOP-12#0' }).lean()).toMatchObject({ status: 'held' });
    expect(await PerkUseModel.countDocuments({ holdKey: 'WOP-12#0' })).toBe(1);

    env.clock.now = new Date(start + 91 * 60_000);
    await pass();
    expect(await RegistrationModel.findOne({ holdKey: 'WOP-12#0' }).lean()).toMatchObject({
      status: 'canceled',
      seat: null,
    });
    expect(await PlaceHoldModel.findById('WOP-12#0').lean()).toMatchObject({ state: 'released' });
    expect(await PerkUseModel.countDocuments({ holdKey: 'WOP-12#0' })).toBe(0);
    // The paid order stays confirmed.
    expect(await RegistrationModel.findOne({ holdKey: 'WOP-13#0' }).lean()).toMatchObject({
      status: 'confirmed',
    });

    // Paid after all: the seat is free again, so it is hers, with her season's perk.
    const late = await internal('confirm', { key: 'WOP-12#0' });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ totalCents: 0, perk: true });
    expect(await RegistrationModel.findOne({ holdKey: 'WOP-12#0' }).lean()).toMatchObject({
      status: 'confirmed',
    });
    expect(await PerkUseModel.countDocuments({ holdKey: 'WOP-12#0', holdUntil: null })).toBe(1);
  });
});
