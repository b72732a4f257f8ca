import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import type { Fund } from '@ministry/contracts/giving';
import type { Resource } from '@ministry/contracts/resource';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { createApp, ordersContext } from '../app';
import type { ShopSettingsConfig } from '../config';
import { testShopConfig } from './helpers';

/**
 * A stand-in for billing and content at their boundary (the other services do not run in the shop's
 * tests): billing's public funds and its internal order gifts (and their refunds), content's public
 * resources and its internal resource purchases. It records every call the shop makes, checks the
 * shop's internal key, and can fail or stop answering on demand.
 */
export interface ServicesDouble {
  url: string;
  /** The funds billing lists as active (the public list never shows archived ones). */
  funds: Fund[];
  /** The resources content answers for GET /api/resources/:id. */
  resources: Map<string, Resource>;
  /** Every internal call: what was asked, and what was answered. */
  calls: { path: string; body: Record<string, unknown>; status: number }[];
  /** Successful internal calls to a path starting with `prefix`. */
  succeeded(prefix: string): Record<string, unknown>[];
  /** The next `times` internal calls to a path starting with `prefix` answer 500. */
  failNext(prefix: string, times?: number): void;
  /** A service that does not answer at all (the connection is dropped). */
  down: { billing: boolean; content: boolean };
  reset(): void;
  close(): Promise<void>;
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
    calls: [],
    succeeded: (prefix) =>
      double.calls
        .filter((call) => call.path.startsWith(prefix) && call.status < 300)
        .map((call) => call.body),
    failNext: (prefix, times = 1) => failures.set(prefix, times),
    down: { billing: false, content: false },
    reset() {
      double.funds = [];
      double.resources.clear();
      double.calls = [];
      double.down = { billing: false, content: false };
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
      const billing = path.startsWith('/api/giving') || path.startsWith('/internal/order-gifts');
      const content = path.startsWith('/api/resources') || path.startsWith('/internal/resource-purchases');
      if ((billing && double.down.billing) || (content && double.down.content)) {
        req.socket.destroy();
        return;
      }
      if (req.method === 'GET' && path === '/api/giving/funds') return answer(res, 200, double.funds);
      const resource = /^\/api\/resources\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && resource) {
        const found = double.resources.get(decodeURIComponent(resource[1]!));
        return found ? answer(res, 200, found) : answer(res, 404, { message: 'Resource not found.' });
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
    ...testShopConfig(db, { billingInternalUrl: double.url, catalogMaxAgeMs: 0, ...overrides }),
    contentServiceUrl: double.url,
  };
  const orders = ordersContext(config, db.data);
  return { orders, handler: createApp(config, db, { orders }).app.callback() };
}

/** What a test puts in a member's cart: products (with options), gifts to funds, resources. */
export type TestLine =
  | { productId: string; quantity: number; options: object }
  | { fundId: string; giftCents: number }
  | { resourceId: string };

/** Adds each line to the cart of the member with `cookie`, through the routes a browser uses. */
export async function fillCart(
  handler: Parameters<typeof request>[0],
  cookie: string,
  lines: TestLine[],
): Promise<void> {
  for (const line of lines) {
    const path =
      'fundId' in line ? '/api/cart/gift' : 'resourceId' in line ? '/api/cart/resource' : '/api/cart';
    const res = await request(handler).post(path).set('Cookie', cookie).send(line);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
