import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeSettings } from '@ministry/kit/stripe';
import { TEST_WEBHOOK_SECRET } from '@ministry/kit/testing/stripe';

/**
 * A tiny local stand-in for the few Stripe calls the shop makes (create, retrieve and cancel a
 * PaymentIntent), for what stripe-mock cannot show: its fixtures never report a PaymentIntent as
 * succeeded and it keeps no state, so neither "Stripe confirms this payment" nor "this PaymentIntent
 * was canceled" can be seen there. The Stripe SDK is pointed at it like at stripe-mock, with a key
 * that is not the stripe-mock one (so nothing is trusted unconfirmed).
 */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  settings: StripeSettings;
  intents: Map<string, FakePaymentIntent>;
  /** Every request received, as "METHOD /path". */
  calls: string[];
  /** The PaymentIntent ids canceled, in order. */
  canceled: string[];
  close: () => Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const calls: string[] = [];
  const canceled: string[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stripe').pathname;
      calls.push(`${req.method} ${path}`);
      const form = new URLSearchParams(body);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const missing = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        next += 1;
        const id = `pi_fake_${next}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const intent: FakePaymentIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return missing();
        if (intent.status === 'succeeded')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            },
          });
        intent.status = 'canceled';
        canceled.push(intent.id);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        return intent ? send(200, intent) : missing();
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `fake Stripe: no ${req.method} ${path}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      secretKey: 'sk_test_local_stand_in',
      publishableKey: 'pk_test_local_stand_in',
      webhookSecret: TEST_WEBHOOK_SECRET,
      apiHost: '127.0.0.1',
      apiPort: port,
      apiProtocol: 'http',
      mock: false,
    },
    intents,
    calls,
    canceled,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
