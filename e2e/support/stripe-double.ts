import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { E2E_BASE_URL, E2E_MONGODB_URI } from './site';

/**
 * A Stripe.js test double, served in place of https://js.stripe.com through Playwright routing (the
 * real script cannot be fetched here). It implements what the subscribe page uses: `Stripe(key)`,
 * `elements({ clientSecret })`, `create('payment')` + `mount`/`on('ready')`, and `confirmSetup`,
 * which asks the test what happens (succeed → redirect to the return URL as Stripe does, or fail).
 */
export type ConfirmOutcome = { setupIntentId: string } | { error: { message?: string } };
/** What a confirmPayment does: succeed (redirect to the return URL with the PaymentIntent's id) or fail. */
export type PaymentOutcome = { paymentIntentId: string } | { error: { message?: string } };

export interface StripeDoubleOptions {
  /** Keep the Payment Element "loading" until `makeStripeReady(page)`. */
  holdReady?: boolean;
  /** Decides each confirmSetup; receives the client secret the page confirmed. */
  onConfirmSetup?: (clientSecret: string) => Promise<ConfirmOutcome>;
  /** Decides each confirmPayment (an order's or a gift's PaymentIntent); receives its client secret. */
  onConfirmPayment?: (clientSecret: string) => Promise<PaymentOutcome>;
}

/** The PaymentIntent id in its client secret ("pi_123_secret_abc" → "pi_123"). */
export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0]!;
}

const SCRIPT = (holdReady: boolean) => `
(() => {
  const state = { elementsSecrets: [], mounted: 0, holdReady: ${holdReady}, readyHandlers: [] };
  window.__stripeDouble = state;
  state.makeReady = () => { const handlers = state.readyHandlers.splice(0); handlers.forEach((h) => h({ elementType: 'payment' })); };
  function Stripe(key) {
    if (!key) throw new Error('Stripe double: no publishable key');
    state.publishableKey = key;
    let currentSecret = null;
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        currentSecret = options && options.clientSecret;
        state.elementsSecrets.push(currentSecret);
        return {
          update() {},
          getElement() { return null; },
          submit() { return Promise.resolve({}); },
          create(type) {
            const handlers = {};
            let node = null;
            return {
              mount(target) {
                node = typeof target === 'string' ? document.querySelector(target) : target;
                node.innerHTML = '<div data-testid="stripe-double-payment-element" style="border:1px solid #ced4da;border-radius:6px;padding:12px">' +
                  '<label style="display:block;font-size:14px">Card number<input aria-label="Card number" value="4242 4242 4242 4242" style="display:block;width:100%"></label></div>';
                state.mounted += 1;
                const fire = () => (handlers.ready || []).forEach((h) => h({ elementType: type }));
                if (state.holdReady) state.readyHandlers.push(() => fire()); else setTimeout(fire, 0);
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); },
              update() {}, focus() {}, blur() {}, clear() {},
              unmount() { if (node) node.innerHTML = ''; },
              destroy() { if (node) node.innerHTML = ''; },
            };
          },
        };
      },
      async confirmSetup({ confirmParams }) {
        const outcome = await window.__stripeDoubleConfirmSetup(currentSecret);
        if (outcome.error) return { error: { type: 'card_error', ...outcome.error } };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('setup_intent', outcome.setupIntentId);
        url.searchParams.set('setup_intent_client_secret', currentSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
      async confirmPayment({ confirmParams }) {
        const outcome = await window.__stripeDoubleConfirmPayment(currentSecret);
        if (outcome.error) return { error: { type: 'card_error', ...outcome.error } };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', outcome.paymentIntentId);
        url.searchParams.set('payment_intent_client_secret', currentSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export async function installStripeDouble(page: Page, options: StripeDoubleOptions): Promise<void> {
  const unexpected = (what: string) => () => Promise.reject(new Error(`Stripe double: no ${what} handler`));
  await page.exposeFunction(
    '__stripeDoubleConfirmSetup',
    options.onConfirmSetup ?? unexpected('confirmSetup'),
  );
  await page.exposeFunction(
    '__stripeDoubleConfirmPayment',
    options.onConfirmPayment ?? unexpected('confirmPayment'),
  );
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: SCRIPT(!!options.holdReady) }),
  );
}

/** Fires the Payment Element's `ready` (with `holdReady`). */
export async function makeStripeReady(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __stripeDouble: { makeReady: () => void } }).__stripeDouble.makeReady(),
  );
}

/** The client secrets the page created an Elements group with, in order. */
export async function elementsSecrets(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __stripeDouble?: { elementsSecrets: string[] } }).__stripeDouble
        ?.elementsSecrets ?? [],
  );
}

/** Billing's signing secret outside production when the stack sets none (services/billing/src/config.ts). */
const WEBHOOK_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? 'whsec_development_only';

/** The member's pending SetupIntent id, from the billing service's database (stripe-mock forgets it). */
export async function pendingSetupIntentId(username: string): Promise<string> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const user = await client
      .db('ministry-identity')
      .collection('users')
      .findOne({ usernameKey: username.toLowerCase() });
    if (!user) throw new Error(`no user ${username}`);
    const attempt = await client
      .db('ministry-billing')
      .collection('setup_attempts')
      .findOne({ userId: String(user._id), state: 'pending' }, { sort: { createdAt: -1 } });
    if (!attempt) throw new Error(`no pending setup intent for ${username}`);
    return String(attempt.setupIntentId);
  } finally {
    await client.close();
  }
}

/** What Stripe sends when a SetupIntent succeeds, signed like Stripe does, to the real webhook. */
export async function sendSetupSucceeded(request: APIRequestContext, setupIntentId: string): Promise<void> {
  await sendStripeEvent(request, `evt_e2e_${setupIntentId}`, 'setup_intent.succeeded', {
    id: setupIntentId,
    object: 'setup_intent',
    status: 'succeeded',
    payment_method: 'pm_card_visa',
  });
}

/** Any Stripe event about `object`, signed like Stripe does, to the site's one webhook; expects 200. */
export async function sendStripeEvent(
  request: APIRequestContext,
  eventId: string,
  type: string,
  object: Record<string, unknown>,
): Promise<void> {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  const response = await request.post(`${E2E_BASE_URL}/api/stripe/webhook`, {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${timestamp},v1=${signature}` },
  });
  if (response.status() !== 200) throw new Error(`webhook: ${response.status()} ${await response.text()}`);
}

/** Gives a member an active subscription in billing's records only (identity not told): the intent is refused. */
export async function markSubscribedInBilling(username: string): Promise<void> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const user = await client
      .db('ministry-identity')
      .collection('users')
      .findOne({ usernameKey: username.toLowerCase() });
    if (!user) throw new Error(`no user ${username}`);
    await client
      .db('ministry-billing')
      .collection('subscriptions')
      .updateOne(
        { userId: String(user._id) },
        {
          $set: {
            stripeSubscriptionId: 'sub_e2e_billing_only',
            stripeCustomerId: 'cus_e2e',
            planId: 'growth',
            status: 'active',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: null,
            lastEventAt: null,
          },
        },
        { upsert: true },
      );
  } finally {
    await client.close();
  }
}
