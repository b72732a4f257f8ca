import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import type { Fund } from '@ministry/contracts/giving';
import { languageFromAcceptHeader } from '@ministry/contracts/language';
import { translateMessage, type MessageKey, type MessageValues } from '@ministry/contracts/messages';
import type { PlacesAnswer } from '@ministry/contracts/order-settlement';
import type { Resource } from '@ministry/contracts/resource';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { createApp, ordersContext } from '../app';
import type { ShopSettingsConfig } from '../config';
import { prepareDatabase } from '../setup';
import { clearShop, testShopConfig } from './helpers';

/**
 * A stand-in for billing, content and events at their boundary (the other services do not run in the
 * shop's tests): billing's public funds and its internal order gifts (and their refunds), content's
 * public resources and its internal resource purchases, events' internal places API (places.ts). It
 * records every call the shop makes, checks the shop's internal key, and can fail or stop answering
 * on demand.
 */
export interface ServicesDouble {
  url: string;
  /** The funds billing lists as active (the public list never shows archived ones). */
  funds: Fund[];
  /** The resources content answers for GET /api/resources/:id. */
  resources: Map<string, Resource>;
  /** Billing's GET /internal/subscriptions/:userId (404 for anyone not here). */
  subscriptions: Map<string, { planId: string; status: string }>;
  /** Every internal call: what was asked, and what was answered. */
  calls: { path: string; body: Record<string, unknown>; status: number }[];
  /** Successful internal calls to a path starting with `prefix`. */
  succeeded(prefix: string): Record<string, unknown>[];
  /** The next `times` internal calls to a path starting with `prefix` answer 500. */
  failNext(prefix: string, times?: number): void;
  /** A service that does not answer at all (the connection is dropped). */
  down: { billing: boolean; content: boolean; events: boolean };
  /** Events' places (order-settlement.ts), as simple as the contract allows. */
  places: PlacesDouble;
  reset(): void;
  close(): Promise<void>;
}

/** A refusal events answers: its status and message key (translated as the kit's middleware does). */
export interface PlacesRefusal {
  status: number;
  key: MessageKey;
  values?: MessageValues;
}

export interface PlacesDouble {
  /** Each option's price in cents (a person's unit price); the event's title. */
  prices: Record<string, number>;
  title: string;
  titleEs: string;
  /** Seats left for holds (each person takes one); null: unlimited. */
  seats: number | null;
  /** What a quote or hold of this event answers instead (the occurrence gone, closed…). */
  refuse: Map<string, PlacesRefusal>;
  /** Keys whose confirm answers 409 event.placesLost. */
  lost: Set<string>;
  /** Holds by key (each the answer it gave, frozen), and the keys confirmed and released. */
  held: Map<string, PlacesAnswer>;
  confirmed: Set<string>;
  released: string[];
  /** Events says the buyer's own place is her plan's free place of the season. */
  perk: boolean;
}

const newPlaces = (): PlacesDouble => ({
  prices: { participant: 3000, childcare: 1000 },
  title: 'Workshop: Healing Hearts',
  titleEs: 'Taller: Corazones sanados',
  seats: null,
  refuse: new Map(),
  lost: new Set(),
  held: new Map(),
  confirmed: new Set(),
  released: [],
  perk: false,
});

type Person = { name: string; optionId: string };

/** Events' answer for a registration, priced from `prices` (no early-bird, no group discount). */
function priced(places: PlacesDouble, body: Record<string, unknown>): PlacesAnswer {
  const people = (body.people as Person[]).map((person) => ({
    name: person.name,
    optionId: person.optionId,
    optionName: person.optionId === 'childcare' ? 'Childcare' : 'Participant',
    optionNameEs: person.optionId === 'childcare' ? 'Cuidado infantil' : 'Participante',
    unitCents: places.prices[person.optionId] ?? 0,
  }));
  return {
    eventId: String(body.eventId),
    date: String(body.date),
    title: places.title,
    titleEs: places.titleEs,
    people,
    totalCents: people.reduce((sum, person) => sum + person.unitCents, 0),
    earlyBird: false,
    groupDiscount: false,
    ...(places.perk ? { perk: true } : {}),
  };
}

/** Events' internal places API: its status and body for one call. */
function placesCall(places: PlacesDouble, path: string, body: Record<string, unknown>) {
  const refusal = (refused: PlacesRefusal) => ({ status: refused.status, refused });
  const key = String(body.key ?? '');
  if (path === '/internal/places/quote' || path === '/internal/places/hold') {
    const refused = places.refuse.get(String(body.eventId));
    if (refused) return refusal(refused);
    if (path === '/internal/places/quote') return { status: 200, body: priced(places, body) };
    const earlier = places.held.get(key);
    if (earlier) return { status: 200, body: earlier };
    const count = (body.people as Person[]).length;
    if (places.seats !== null && places.seats < count)
      return refusal({ status: 409, key: 'event.placesFull', values: { count, available: places.seats } });
    if (places.seats !== null) places.seats -= count;
    const answer = priced(places, body);
    places.held.set(key, answer);
    return { status: 200, body: answer };
  }
  if (path === '/internal/places/confirm') {
    const held = places.held.get(key);
    if (!held || places.lost.has(key)) return refusal({ status: 409, key: 'event.placesLost' });
    places.confirmed.add(key);
    return { status: 200, body: held };
  }
  places.released.push(key);
  const held = places.held.get(key);
  if (held && places.seats !== null) places.seats += held.people.length;
  places.held.delete(key);
  places.confirmed.delete(key);
  return { status: 200, body: { ok: true } };
}

export function fund(id: string, name: string, nameEs: string): Fund {
  return {
    id,
    name,
    nameEs,
    description: '',
    descriptionEs: '',
    goalCents: null,
    raisedCents: 0,
    archived: false,
  };
}

export function premium(id: string, title: string, priceCents: number): Resource {
  return {
    id,
    title,
    titleEs: `${title} (ES)`,
    description: 'A premium resource.',
    category: 'bible-study',
    type: 'premium',
    priceCents,
    imageUrl: `/api/resources/images/${id}.svg`,
    downloadable: true,
  };
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startServicesDouble(internalKey: string): Promise<ServicesDouble> {
  const failures = new Map<string, number>();
  const double: Omit<ServicesDouble, 'url' | 'close'> = {
    funds: [],
    resources: new Map(),
    subscriptions: new Map(),
    calls: [],
    succeeded: (prefix) =>
      double.calls
        .filter((call) => call.path.startsWith(prefix) && call.status < 300)
        .map((call) => call.body),
    failNext: (prefix, times = 1) => failures.set(prefix, times),
    down: { billing: false, content: false, events: false },
    places: newPlaces(),
    reset() {
      double.funds = [];
      double.resources.clear();
      double.subscriptions.clear();
      double.calls = [];
      double.down = { billing: false, content: false, events: false };
      double.places = newPlaces();
      failures.clear();
    },
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const billing =
        path.startsWith('/api/giving') ||
        path.startsWith('/internal/order-gifts') ||
        path.startsWith('/internal/subscriptions');
      const content = path.startsWith('/api/resources') || path.startsWith('/internal/resource-purchases');
      const events = path.startsWith('/internal/places');
      const down = double.down;
      if ((billing && down.billing) || (content && down.content) || (events && down.events)) {
        req.socket.destroy();
        return;
      }
      if (req.method === 'GET' && path === '/api/giving/funds') return answer(res, 200, double.funds);
      const resource = /^\/api\/resources\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && resource) {
        const found = double.resources.get(decodeURIComponent(resource[1]!));
        return found ? answer(res, 200, found) : answer(res, 404, { message: 'Resource not found.' });
      }
      const subscription = /^\/internal\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && subscription) {
        const status = req.headers[INTERNAL_KEY_HEADER.toLowerCase()] !== internalKey ? 403 : 200;
        const found = double.subscriptions.get(decodeURIComponent(subscription[1]!));
        double.calls.push({ path, body: {}, status: found || status !== 200 ? status : 404 });
        if (status !== 200) return answer(res, status, { message: 'Forbidden.' });
        return found ? answer(res, 200, found) : answer(res, 404, { message: 'Not found.' });
      }
      if (req.method !== 'POST' || !path.startsWith('/internal/'))
        return answer(res, 404, { message: 'Not found.' });
      const body = await bodyOf(req);
      const failing = [...failures].find(([prefix, times]) => path.startsWith(prefix) && times > 0);
      let status = 200;
      if (req.headers[INTERNAL_KEY_HEADER.toLowerCase()] !== internalKey) status = 403;
      else if (failing) {
        failures.set(failing[0], failing[1] - 1);
        status = 500;
      } else if (events) {
        const done = placesCall(double.places, path, body);
        double.calls.push({ path, body, status: done.status });
        const language = languageFromAcceptHeader(req.headers['accept-language'] ?? '');
        if (!('refused' in done)) return answer(res, done.status, done.body);
        const { key, values } = done.refused;
        return answer(res, done.status, { message: translateMessage(key, language, values) });
      }
      double.calls.push({ path, body, status });
      answer(res, status, status === 200 ? { ok: true } : { message: 'failed' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as ServicesDouble;
}

/** The shop app with billing and content at the double (reads never kept, so each test sees changes). */
export function shopWithServices(
  db: TestDatabase,
  double: ServicesDouble,
  overrides: Partial<ShopSettingsConfig> = {},
) {
  const config = {
    ...testShopConfig(db, {
      billingInternalUrl: double.url,
      eventsInternalUrl: double.url,
      catalogMaxAgeMs: 0,
      ...overrides,
    }),
    contentServiceUrl: double.url,
  };
  const orders = ordersContext(config, db.data);
  return { orders, handler: createApp(config, db, { orders }).app.callback() };
}

/** What a test puts in a member's cart: products (with options), gifts to funds, resources, places. */
export type TestLine =
  | { productId: string; quantity: number; options: object }
  | { fundId: string; giftCents: number }
  | { resourceId: string }
  | { eventId: string; date: string; people: { name: string; optionId: string; childAgeMonths?: number }[] };

/** Adds each line to the cart of the member with `cookie`, through the routes a browser uses. */
export async function fillCart(
  handler: Parameters<typeof request>[0],
  cookie: string,
  lines: TestLine[],
): Promise<void> {
  for (const line of lines) {
    const path =
      'fundId' in line
        ? '/api/cart/gift'
        : 'resourceId' in line
          ? '/api/cart/resource'
          : 'eventId' in line
            ? '/api/cart/place'
            : '/api/cart';
    const res = await request(handler).post(path).set('Cookie', cookie).send(line);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** What a test file of the one cart shares: its database, its mailbox and the services' stand-in. */
export interface ServicesTestEnv {
  db: TestDatabase;
  mailbox: TestMailbox;
  services: ServicesDouble;
}

/**
 * Opens a test database named `name`, its mailbox and the services' stand-in for the whole file,
 * closes them after it, and before each test empties the shop and resets the stand-in; `opened`
 * receives them once open (a file's own `beforeEach` runs after this one's).
 */
export function servicesEnvForFile(name: string, opened: (env: ServicesTestEnv) => void): void {
  let env: ServicesTestEnv;
  beforeAll(async () => {
    const db = await openTestDatabase(name);
    await prepareDatabase();
    env = {
      db,
      mailbox: await openTestMailbox(db.data),
      services: await startServicesDouble(db.config.internalApiKey),
    };
    opened(env);
  });
  afterAll(async () => {
    await env.services.close();
    await env.mailbox.close();
    await env.db.close();
  });
  beforeEach(async () => {
    await clearShop(env.db, env.mailbox);
    env.services.reset();
  });
}
