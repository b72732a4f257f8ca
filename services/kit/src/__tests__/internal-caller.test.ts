import Koa from 'koa';
import request from 'supertest';
import { errorHandler } from '../error-handler';
import { createLogger } from '../logger';
import { INTERNAL_KEY_HEADER, requireInternalCaller } from '../guards';

const BILLING = 'b'.repeat(40);
const EVENTS = 'e'.repeat(40);
const SHOP = 's'.repeat(40);

function appFor(callers: string[], nodeEnv: 'production' | 'test' = 'production') {
  const app = new Koa();
  app.use(errorHandler(createLogger('test', 'silent')));
  app.use(
    requireInternalCaller(
      { nodeEnv, internalApiKey: SHOP, internalCallerKeys: { billing: BILLING, events: EVENTS } },
      callers,
    ),
  );
  app.use((ctx) => {
    ctx.body = { caller: ctx.state.internalCaller };
  });
  return app.callback();
}

describe('internal calls: one key per calling service', () => {
  it("names the caller whose key was sent, and refuses another service's key", async () => {
    const onlyBilling = appFor(['billing']);
    const ok = await request(onlyBilling).get('/').set(INTERNAL_KEY_HEADER, BILLING);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ caller: 'billing' });
    // The events service's key is real, but events may not call this route.
    expect((await request(onlyBilling).get('/').set(INTERNAL_KEY_HEADER, EVENTS)).status).toBe(403);
    // Nor does the receiving service's own key open it.
    expect((await request(onlyBilling).get('/').set(INTERNAL_KEY_HEADER, SHOP)).status).toBe(403);
    expect((await request(onlyBilling).get('/')).status).toBe(403);
  });

  it('accepts each allowed caller by its own key', async () => {
    const both = appFor(['billing', 'events']);
    expect((await request(both).get('/').set(INTERNAL_KEY_HEADER, EVENTS)).body).toEqual({
      caller: 'events',
    });
    expect((await request(both).get('/').set(INTERNAL_KEY_HEADER, BILLING)).body).toEqual({
      caller: 'billing',
    });
  });

  it('stops a production service at start when an allowed caller has no key', () => {
    expect(() => appFor(['billing', 'content'])).toThrow(/INTERNAL_CALLER_KEYS has no key for content/);
  });

  it("lets a caller without a key use the service's own development key outside production", async () => {
    const local = appFor(['content'], 'test');
    expect((await request(local).get('/').set(INTERNAL_KEY_HEADER, SHOP)).body).toEqual({
      caller: 'content',
    });
  });
});
