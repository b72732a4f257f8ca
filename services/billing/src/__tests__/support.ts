import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import type { BillingConfig } from '../config';
import { TEST_WEBHOOK_SECRET, testStripeSettings } from '@ministry/kit/testing/stripe';
import type { MemberProfile } from '@ministry/kit/identity-client';

export const WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
export const PRICES = { essential: 'price_essential', growth: 'price_growth', transform: 'price_transform' };

/** The billing config for a test file: its database, the run's stripe-mock and an identity stand-in. */
export function testConfig(
  db: TestDatabase,
  identityUrl: string,
  stripe = true,
  shopUrl = 'http://127.0.0.1:9',
): BillingConfig {
  return {
    ...db.config,
    identityInternalUrl: identityUrl,
    shopInternalUrl: shopUrl,
    stripe: stripe ? { ...testStripeSettings(), prices: PRICES } : null,
  };
}

/** A member as identity's internal API reports her: username defaults to the id, address verified. */
export function memberProfile(
  member: Pick<MemberProfile, 'id' | 'email' | 'name' | 'preferredLanguage'> & Partial<MemberProfile>,
): MemberProfile {
  return { username: member.id, emailVerified: true, subscriptionId: null, ...member };
}

export interface IdentityStub {
  url: string;
  members: Map<string, MemberProfile>;
  /** Every PUT /internal/users/:id/subscription received, in order. */
  subscriptionCalls: { userId: string; subscriptionId: string | null }[];
  /** Every request's X-Internal-Key. */
  keys: string[];
  close: () => Promise<void>;
}

/**
 * A tiny HTTP server speaking the identity service's internal API (GET /internal/users/:id,
 * PUT /internal/users/:id/subscription): billing's real HTTP client talks to it.
 */
export async function startIdentityStub(internalKey: string): Promise<IdentityStub> {
  const members = new Map<string, MemberProfile>();
  const subscriptionCalls: IdentityStub['subscriptionCalls'] = [];
  const keys: string[] = [];
  const server: Server = createServer((req, res) => {
    const key = String(req.headers['x-internal-key'] ?? '');
    keys.push(key);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (key !== internalKey) return send(403, { message: 'forbidden' });
    const match = /^\/internal\/users\/([^/]+)(\/subscription)?$/.exec(req.url ?? '');
    const member = match ? members.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !member) return send(404, { message: 'Not found.' });
    if (req.method === 'GET' && !match[2]) return send(200, member);
    if (req.method === 'PUT' && match[2]) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { subscriptionId } = JSON.parse(body) as { subscriptionId: string | null };
        member.subscriptionId = subscriptionId;
        subscriptionCalls.push({ userId: member.id, subscriptionId });
        send(204);
      });
      return undefined;
    }
    return send(405, { message: 'method' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    members,
    subscriptionCalls,
    keys,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_mock');
let eventCounter = 0;

/** A Stripe event as the webhook receives it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { created?: number; id?: string; secret?: string } = {},
): { payload: string; signature: string; id: string } {
  eventCounter += 1;
  const id = options.id ?? `evt_test_${Date.now()}_${eventCounter}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature, id };
}

/** Delivers a signed Stripe event to the webhook, which must take it (200). */
export async function deliverWebhook(
  handler: Parameters<typeof request>[0],
  { payload, signature }: { payload: string; signature: string },
): Promise<request.Response> {
  const res = await request(handler)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
  expect(res.status).toBe(200);
  return res;
}
