import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { openTestMailbox, type TestMailbox } from '@ministry/kit/testing/mail';
import { testStripeSettings } from '@ministry/kit/testing/stripe';
import { createApp as createBilling } from '../../../billing/src/app';
import { signedEvent } from '../../../billing/src/__tests__/support';
import { createApp as createIdentity } from '../../../identity/src/app';
import { createApp as createShop } from '../../../shop/src/app';
import { OrderModel } from '../../../shop/src/orders/model';
import { ProductModel } from '../../../shop/src/products/model';
import { prepareDatabase as prepareShop } from '../../../shop/src/setup';

// No secret in any log line: identity, the shop and billing run in this process with every line
// written (LOG_LEVEL debug) to stdout, where the test keeps them. Known secrets go through the flows
// that handle them (sign-up and sign-in with a password, a reset token from its e-mail, a new
// password, a checkout carrying a card number, a declined card's details in a Stripe event, the
// Stripe keys and internal key from configuration, session cookies), and then no captured line may
// contain any of them.

const SECRET = {
  password: 'Plum-Orchard-7719-pw',
  wrongPassword: 'Wrong-Quince-5521-pw',
  newPassword: 'New-Fig-3318-pw-again',
  stripeSecretKey: 'sk_test_LogProbe8c1e55aa',
  /** A key stripe-mock refuses, quoting it in its error message. */
  refusedStripeKey: 'sk_test_refused_LogProbe41d0',
  webhookSecret: 'whsec_LogProbe2b7d19f0',
  internalKey: 'internal-LogProbe-5f3a-0123456789abcdef',
  card: '4000056655665556',
  cardFingerprint: 'fp_LogProbe77aa',
  cardholderEmail: 'cardholder-LogProbe@example.org',
};

let db: TestDatabase;
let mailbox: TestMailbox;
let servers: Server[] = [];
let identity: ReturnType<ReturnType<typeof createIdentity>['app']['callback']>;
let shop: ReturnType<ReturnType<typeof createShop>['app']['callback']>;
/** The same shop with a Stripe key Stripe refuses: every checkout fails (502). */
let refusedShop: ReturnType<ReturnType<typeof createShop>['app']['callback']>;
let billing: ReturnType<ReturnType<typeof createBilling>['app']['callback']>;
/** Everything written to stdout while the flows ran. */
const written: string[] = [];
let stdout: jest.SpyInstance;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  db = await openTestDatabase('no-secrets-in-logs');
  await prepareShop();
  mailbox = await openTestMailbox(db.data);
  // The connections alone: a TestDatabase also carries its (silent) config.
  const connections = { data: db.data, sessions: db.sessions };
  const config = { ...db.config, logLevel: 'debug' as const, internalApiKey: SECRET.internalKey };
  const stripe = {
    ...testStripeSettings(),
    secretKey: SECRET.stripeSecretKey,
    webhookSecret: SECRET.webhookSecret,
  };
  identity = createIdentity(
    { ...config, adminUsername: '', adminPassword: '', eventEditorAccount: '', bcryptRounds: 4 },
    connections,
  ).app.callback();
  shop = createShop({ ...config, stripe }, connections).app.callback();
  refusedShop = createShop(
    { ...config, stripe: { ...stripe, secretKey: SECRET.refusedStripeKey } },
    connections,
  ).app.callback();
  const [identityUrl, shopUrl] = [await listen(identity), await listen(shop)];
  billing = createBilling(
    {
      ...config,
      identityInternalUrl: identityUrl,
      shopInternalUrl: shopUrl,
      stripe: { ...stripe, prices: { essential: 'price_e', growth: 'price_g', transform: 'price_t' } },
    },
    connections,
  ).app.callback();
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  stdout.mockRestore();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  await mailbox.close();
  await db.close();
});

/** The log lines written so far, parsed. */
const logLines = () =>
  written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('no secret in any log line', () => {
  it('after sign-up, sign-in, a password reset, a checkout, a declined card and internal calls', async () => {
    const secrets: string[] = Object.values(SECRET);

    // Sign-up and sign-in, a wrong password first.
    const account = { username: 'ruthprobe', email: 'ruthprobe@example.org' };
    expect(
      (
        await request(identity)
          .post('/api/auth/register')
          .send({ ...account, password: SECRET.password })
      ).status,
    ).toBe(201);
    const wrong = await request(identity)
      .post('/api/auth/login')
      .send({ username: account.username, password: SECRET.wrongPassword });
    expect(wrong.status).toBe(401);
    const login = await request(identity)
      .post('/api/auth/login')
      .send({ username: account.username, password: SECRET.password });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    secrets.push(...cookie.split('; ').map((pair) => pair.split('=')[1]!));

    // A password reset: the token from its e-mail, used once, then refused.
    expect(
      (await request(identity).post('/api/auth/password-reset').send({ email: account.email })).status,
    ).toBe(202);
    await mailbox.deliver();
    // Every e-mail's link carries a token (the sign-up's verification too): all of them are secrets.
    const tokens = (await mailbox.messages()).flatMap((message) =>
      [...(message.text ?? '').matchAll(/\/([\w-]+)#token=([^\s"<>]+)/g)].map(([, page, value]) => ({
        page,
        value: value!,
      })),
    );
    secrets.push(...tokens.map(({ value }) => value));
    const token = tokens.find(({ page }) => page === 'reset-password')!.value;
    const confirm = () =>
      request(identity)
        .post('/api/auth/password-reset/confirm')
        .send({ token, password: SECRET.newPassword });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(400);
    const again = await request(identity)
      .post('/api/auth/login')
      .send({ username: account.username, password: SECRET.newPassword });
    expect(again.status).toBe(200);
    const member = cookieOf(again);
    secrets.push(...member.split('; ').map((pair) => pair.split('=')[1]!));

    // A checkout with a card number where none belongs, paid at stripe-mock with the configured key.
    const product = await ProductModel.create({
      name: 'Probe Bracelet',
      description: 'For the log probe.',
      type: 'bracelet',
      priceCents: 2000,
      imageUrl: '/api/products/images/test.svg',
      stock: { all: 5 },
    });
    expect(
      (
        await request(shop)
          .post('/api/cart')
          .set('Cookie', member)
          .send({ productId: String(product._id), quantity: 1, options: { birthstone: 'May' } })
      ).status,
    ).toBe(201);
    const address = { street: '1 Main St', city: 'Ridgewood', state: 'NY', zipCode: '11385' };
    const checkoutBody = {
      contactInfo: { firstName: 'Ruth', lastName: 'Probe', email: account.email, phone: '555-0100' },
      shippingAddress: address,
      billingAddress: address,
      card: { number: SECRET.card, cvc: '918' },
      cardNumber: SECRET.card,
    };
    // Stripe refuses the shop's key (and its error quotes the key): a 502 with the id to quote,
    // the shop's error line for that request under the same id.
    const failed = await request(refusedShop).post('/api/checkout').set('Cookie', member).send(checkoutBody);
    expect(failed.status).toBe(502);
    expect(failed.body.requestId).toBe(failed.headers['x-request-id']);
    expect(logLines().filter((line) => line.requestId === failed.body.requestId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service: 'shop', level: 'error', path: '/api/checkout' }),
        expect.objectContaining({ service: 'shop', message: 'request', status: 502 }),
      ]),
    );
    const checkout = await request(shop).post('/api/checkout').set('Cookie', member).send(checkoutBody);
    expect(checkout.status).toBe(201);
    const order = (await OrderModel.findOne({ orderNumber: checkout.body.orderNumber }).lean())!;
    if (typeof checkout.body.clientSecret === 'string') secrets.push(checkout.body.clientSecret);

    // The card declined: Stripe's event carries its details, through billing's webhook to the shop.
    const declined = signedEvent(
      'payment_intent.payment_failed',
      {
        id: order.paymentIntentId,
        object: 'payment_intent',
        amount: order.totalCents,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: { kind: 'order', orderNumber: order.orderNumber },
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          payment_method: {
            id: 'pm_probe',
            billing_details: { email: SECRET.cardholderEmail, name: 'Card Holder' },
            card: { last4: '5556', fingerprint: SECRET.cardFingerprint, number: SECRET.card },
          },
        },
      },
      { secret: SECRET.webhookSecret },
    );
    const delivered = await request(billing)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', declined.signature)
      .send(declined.payload);
    expect(delivered.status).toBe(200);
    expect((await OrderModel.findById(order._id).lean())?.status).toBe('payment_failed');
    const forged = await request(billing)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        signedEvent('payment_intent.succeeded', {}, { secret: 'whsec_other' }).signature,
      )
      .send(declined.payload);
    expect(forged.status).toBe(400);

    // Billing asks identity about her (the internal key), under the same request id.
    const claim = await request(billing)
      .get('/api/giving/claim')
      .set('Cookie', member)
      .set('X-Request-Id', 'probe-claim-1');
    expect(claim.status).toBe(200);

    const lines = logLines();
    // The lines are there: every service wrote, the internal call under the caller's request id.
    expect(new Set(lines.map((line) => line.service))).toEqual(new Set(['identity', 'shop', 'billing']));
    expect(
      lines.filter((line) => line.requestId === 'probe-claim-1').map((line) => [line.service, line.path]),
    ).toEqual(
      expect.arrayContaining([
        ['identity', expect.stringMatching(/^\/internal\/users\//)],
        ['billing', '/api/giving/claim'],
      ]),
    );
    const text = written.join('');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      expect(text).not.toContain(secret);
    }
  });
});
