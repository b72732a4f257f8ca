import Router from '@koa/router';
import Stripe from 'stripe';
import request from 'supertest';
import { createServiceApp } from '../app';
import type { Logger } from '../logger';
import { stripeCall, stripeErrorOf } from '../stripe-call';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-stripe-call');
});
afterAll(() => db.close());

const declined = () =>
  new Stripe.errors.StripeCardError({
    message: 'Your card was declined.',
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    requestId: 'req_stripe_1',
    statusCode: 402,
    payment_method: {
      id: 'pm_1',
      billing_details: { name: 'Ruth Cardholder', email: 'ruth@example.org' },
      card: { last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'fp_secret' },
    } as unknown as Stripe.PaymentMethod,
  });

function buildApp(thrown: () => Error) {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const record =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) =>
      lines.push({ level, message, fields });
  const logger: Logger = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  const router = new Router();
  router.post('/api/pay', async (ctx) => {
    ctx.body = await stripeCall('create payment intent', () => Promise.reject(thrown()), {
      message: 'billing.providerError',
      fields: { orderNumber: 'WOP-1' },
    });
  });
  const { app } = createServiceApp({
    name: 'kit-test',
    config: db.config,
    data: db.data,
    sessions: db.sessions,
    routers: [router],
    logger,
  });
  return { app, problems: () => lines.filter((line) => line.level !== 'info') };
}

describe('stripeCall', () => {
  it('turns a Stripe error into the translated 502, logged once with the request id and Stripe’s codes', async () => {
    const { app, problems } = buildApp(declined);
    const response = await request(app.callback())
      .post('/api/pay')
      .set('Accept-Language', 'es')
      .set('X-Request-Id', 'req-local-1');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({
      message: 'No se pudo contactar al proveedor de pagos. Inténtelo de nuevo.',
      requestId: 'req-local-1',
    });
    expect(problems()).toEqual([
      {
        level: 'error',
        message: 'request failed',
        fields: expect.objectContaining({
          requestId: 'req-local-1',
          orderNumber: 'WOP-1',
          stripeCall: 'create payment intent',
          stripeType: 'StripeCardError',
          stripeRawType: 'card_error',
          stripeCode: 'card_declined',
          stripeDeclineCode: 'generic_decline',
          stripeRequestId: 'req_stripe_1',
        }),
      },
    ]);
    // Never the card or its holder.
    expect(JSON.stringify(problems())).not.toMatch(/4242|fp_secret|Ruth|ruth@|pm_1/);
  });

  it('answers a network failure the same way, in English by default', async () => {
    const { app, problems } = buildApp(
      () => new Stripe.errors.StripeConnectionError({ type: 'api_error', message: 'connect ECONNREFUSED' }),
    );
    const response = await request(app.callback()).post('/api/pay');
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('The payment provider could not be reached. Please try again.');
    expect(problems()).toHaveLength(1);
    expect(problems()[0]?.fields).toMatchObject({ stripeType: 'StripeConnectionError' });
  });

  it('lets any other error through as it is', async () => {
    const bug = new TypeError('not Stripe');
    await expect(
      stripeCall('read', () => Promise.reject(bug), { message: 'billing.providerError' }),
    ).rejects.toBe(bug);
  });

  it('keeps Stripe’s error as the cause, for a caller that treats one kind apart', async () => {
    const failure = await stripeCall('cancel', () => Promise.reject(declined()), {
      message: 'billing.providerError',
    }).catch((error: unknown) => error);
    expect(stripeErrorOf(failure, Stripe.errors.StripeCardError)?.code).toBe('card_declined');
    expect(stripeErrorOf(failure, Stripe.errors.StripeInvalidRequestError)).toBeNull();
  });
});
