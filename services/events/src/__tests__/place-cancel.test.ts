import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import type { ListedRegistrations } from '@ministry/contracts/event-signup';
import { outboxModels } from '@ministry/kit/outbox';
import { signupContext } from '../app';
import { PlaceHoldModel, RegistrationModel, SeatModel } from '../registrations/model';
import { runReminderPass } from '../registrations/reminders';
import { cancelToken, cancelTokenKeys } from '../registrations/tokens';
import {
  asText,
  createEvent,
  editorCookie,
  memberCookie,
  signupApp,
  signupTestEnvironment,
} from './signup-support';

/** The shop's internal API as events calls it: every request it got, answering `status`. */
async function fakeShop(internalKey: string) {
  const calls: { key: string; person: string; at: string }[] = [];
  const shop = { calls, status: 200, url: '', close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const allowed =
        req.url === '/internal/place-cancel-requests' && req.headers['x-internal-key'] === internalKey;
      if (allowed && shop.status === 200) calls.push(JSON.parse(body) as (typeof calls)[number]);
      res.writeHead(allowed ? shop.status : 403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ recorded: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return shop;
}

const env = signupTestEnvironment('events-place-cancel');
const SHOP_KEY = 'shop-internal-key-for-place-cancel-tests';
let shop: Awaited<ReturnType<typeof fakeShop>>;
beforeAll(async () => {
  shop = await fakeShop(env.db.config.internalApiKey);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await PlaceHoldModel.deleteMany({});
  shop.calls.length = 0;
  shop.status = 200;
});

const app = () =>
  signupApp(env.db, env.clock, {
    identityInternalUrl: env.identity.url,
    internalCallerKeys: { shop: SHOP_KEY },
    shopInternalUrl: shop.url,
    offerHours: 24,
  });
const DATE = '2030-06-15';

const pricing: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 3500,
      earlyBirdCents: null,
      capacity: null,
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

const internal = (path: string, body: object) =>
  request(app()).post(`/internal/places/${path}`).set('X-Internal-Key', SHOP_KEY).send(body);

/** A member's paid registration of `names` under `key`, held and confirmed as the shop does. */
async function paidPlaces(eventId: string, key: string, userId: string, names: string[]) {
  const held = await internal('hold', {
    eventId,
    date: DATE,
    people: names.map((name) => ({ name, optionId: 'participant' })),
    key,
    orderNumber: key.split('#')[0],
    userId,
    name: names[0],
    email: `${userId}@example.org`,
    language: 'en',
    holdUntil: new Date(env.clock.now.getTime() + 30 * 60_000).toISOString(),
  });
  expect(held.status).toBe(200);
  expect((await internal('confirm', { key })).status).toBe(200);
}

const mine = async (cookie: string) =>
  (await request(app()).get('/api/events/registrations/mine').set('Cookie', cookie)).body as {
    id: string;
    paidPlace?: { people: number; cutoffHours: number; cancelUntil: string };
  }[];

const cancel = (cookie: string, id: string, language = 'en') =>
  request(app())
    .post(`/api/events/registrations/${id}/cancel`)
    .set('Cookie', cookie)
    .set('Accept-Language', language);

describe('a member cancels her paid registration', () => {
  it('cancels the whole line once before the cut-off: seats offered on, the shop told once, her e-mail', async () => {
    const event = await pricedEvent(2);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-AAAA-BBBB#0', 'm1', ['Maria', 'Guest']);
    const rosa = await memberCookie(env, { id: 'm2', email: 'rosa@example.org' });
    const waiting = await request(app())
      .post(`/api/events/${event.id}/occurrences/${DATE}/registrations`)
      .set('Cookie', rosa)
      .send({});
    expect(waiting.body.status).toBe('waitlisted');

    const [listed] = await mine(maria);
    // 10:00 in New York on June 15 (EDT) less the default 48 hours.
    expect(listed!.paidPlace).toEqual({
      people: 2,
      cutoffHours: 48,
      cancelUntil: '2030-06-13T14:00:00.000Z',
    });

    const canceled = await cancel(maria, listed!.id);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toEqual({ id: listed!.id, status: 'canceled' });
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-AAAA-BBBB#0', status: 'canceled' })).toBe(
      2,
    );
    // Both seats freed; the one person waiting is offered one of them.
    const offered = await RegistrationModel.findById(waiting.body.id).lean();
    expect(offered).toMatchObject({ status: 'waitlisted' });
    expect(offered!.offeredUntil).not.toBeNull();
    expect(await SeatModel.countDocuments({ occurrence: `${event.id}:${DATE}` })).toBe(1);
    expect(shop.calls).toEqual([{ key: 'WOP-AAAA-BBBB#0', person: 'Maria', at: '2030-06-01T12:00:00.000Z' }]);
    const mail = await outboxModels(env.db.data).mail.findById(`event-place-canceled:${listed!.id}`).lean();
    expect(mail?.text).toContain('The ministry will review your payment and decide on a refund');

    const again = await cancel(maria, listed!.id);
    expect(again.status).toBe(409);
    expect(shop.calls).toHaveLength(1);
    expect(await mine(maria)).toEqual([]);
  });

  it("cancels the whole line from the e-mail's link too, and tells the shop", async () => {
    const event = await pricedEvent(3);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-EEEE-FFFF#0', 'm1', ['Maria', 'Guest']);
    const [listed] = await mine(maria);
    const linked = await request(app())
      .post('/api/events/registrations/cancel')
      .send({ token: cancelToken(listed!.id, cancelTokenKeys(env.db.config.sessionKeys)) });
    expect(linked.status).toBe(200);
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-EEEE-FFFF#0', status: 'canceled' })).toBe(
      2,
    );
    expect(shop.calls).toEqual([{ key: 'WOP-EEEE-FFFF#0', person: 'Maria', at: '2030-06-01T12:00:00.000Z' }]);
  });

  it('cancels once when the same request comes twice at the same time', async () => {
    const event = await pricedEvent(3);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-CCCC-DDDD#1', 'm1', ['Maria']);
    const [listed] = await mine(maria);
    const answers = await Promise.all([cancel(maria, listed!.id), cancel(maria, listed!.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(shop.calls).toHaveLength(1);
  });

  it('refuses after the cut-off (New York time), translated, and leaves the place', async () => {
    const event = await pricedEvent(2);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-EEEE-FFFF#0', 'm1', ['Maria']);
    const [listed] = await mine(maria);
    env.clock.now = new Date('2030-06-13T13:59:59Z');
    expect((await mine(maria))[0]!.paidPlace!.cancelUntil).toBe('2030-06-13T14:00:00.000Z');
    env.clock.now = new Date('2030-06-13T14:00:00Z');
    const late = await cancel(maria, listed!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Paid places can be canceled online only up to 48 hours before the event. Please contact us.',
    );
    const tarde = await cancel(maria, listed!.id, 'es');
    expect(tarde.body.message).toContain('hasta 48 horas antes del evento');
    expect(await RegistrationModel.countDocuments({ holdKey: 'WOP-EEEE-FFFF#0', status: 'confirmed' })).toBe(
      1,
    );
    expect(shop.calls).toHaveLength(0);
  });

  it("answers 404 for another member's place", async () => {
    const event = await pricedEvent(2);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-GGGG-HHHH#0', 'm1', ['Maria']);
    const [listed] = await mine(maria);
    const rosa = await memberCookie(env, { id: 'm2', email: 'rosa@example.org' });
    expect((await cancel(rosa, listed!.id)).status).toBe(404);
    expect(await RegistrationModel.countDocuments({ status: 'confirmed' })).toBe(1);
  });

  it('tells the shop on a later pass when it did not answer', async () => {
    const event = await pricedEvent(2);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-JJJJ-KKKK#0', 'm1', ['Maria']);
    const [listed] = await mine(maria);
    shop.status = 503;
    expect((await cancel(maria, listed!.id)).status).toBe(200);
    expect(await PlaceHoldModel.findById('WOP-JJJJ-KKKK#0').lean()).toMatchObject({ shopTold: false });
    shop.status = 200;
    const context = signupContext({ ...env.db.config, shopInternalUrl: shop.url }, env.db.data, {
      now: () => env.clock.now,
    });
    await runReminderPass(context);
    expect(shop.calls.map((call) => call.key)).toEqual(['WOP-JJJJ-KKKK#0']);
    expect(await PlaceHoldModel.findById('WOP-JJJJ-KKKK#0').lean()).toMatchObject({ shopTold: true });
  });

  it('lists her canceled places for staff after the waitlist, counted nowhere, in the CSV too', async () => {
    const event = await pricedEvent(4);
    const maria = await memberCookie(env, { id: 'm1', email: 'm1@example.org' });
    await paidPlaces(event.id, 'WOP-MMMM-NNNN#0', 'm1', ['Maria', 'Guest']);
    await paidPlaces(event.id, 'WOP-RRRR-SSSS#0', 'm2', ['Rosa']);
    // A line released unpaid is canceled too, but not by a member: not listed.
    await internal('hold', {
      eventId: event.id,
      date: DATE,
      people: [{ name: 'Unpaid', optionId: 'participant' }],
      key: 'WOP-UUUU-VVVV#0',
      orderNumber: 'WOP-UUUU-VVVV',
      userId: 'm3',
      name: 'Unpaid',
      email: 'm3@example.org',
      language: 'en',
      holdUntil: new Date(env.clock.now.getTime() + 30 * 60_000).toISOString(),
    });
    expect((await internal('release', { key: 'WOP-UUUU-VVVV#0' })).status).toBe(200);
    const [own] = await mine(maria);
    expect((await cancel(maria, own!.id)).status).toBe(200);

    const editor = await editorCookie(env.db);
    const path = `/api/events/${event.id}/occurrences/${DATE}/registrations`;
    const listed = (await request(app()).get(path).set('Cookie', editor)).body as ListedRegistrations;
    expect(listed.registrations.map((one) => [one.name, one.status, one.payment, one.canceledAt])).toEqual([
      ['Rosa', 'confirmed', { state: 'paid', orderNumber: 'WOP-RRRR-SSSS' }, undefined],
      ['Maria', 'canceled', { state: 'canceled', orderNumber: 'WOP-MMMM-NNNN' }, '2030-06-01T12:00:00.000Z'],
      ['Guest', 'canceled', { state: 'canceled', orderNumber: 'WOP-MMMM-NNNN' }, '2030-06-01T12:00:00.000Z'],
    ]);
    expect(listed.seats).toEqual({ capacity: 4, taken: 1, waitlist: 0 });
    expect([listed.attendees, listed.childcare, listed.held, listed.attended]).toEqual([1, 0, 0, 0]);

    const csv = async (language: string) =>
      (
        await request(app())
          .get(`${path}.csv`)
          .set('Cookie', editor)
          .set('Accept-Language', language)
          .buffer(true)
          .parse(asText)
      ).body as string;
    const english = (await csv('en')).split('\r\n');
    expect(english.filter(Boolean)).toHaveLength(4);
    expect(english[2]).toMatch(
      /^"Maria","m1@example\.org","Canceled","","No",.*,"Canceled by the member","WOP-MMMM-NNNN"$/,
    );
    const spanish = (await csv('es')).split('\r\n');
    expect(spanish[3]).toMatch(
      /^"Guest","m1@example\.org","Cancelada","","No",.*,"Cancelado por la participante","WOP-MMMM-NNNN"$/,
    );
  });
});
