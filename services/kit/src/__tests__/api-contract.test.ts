import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import request from 'supertest';
import { productInputSchema } from '@ministry/contracts/admin-product';
import { apiContract } from '../api-contract';
import { errorHandler } from '../error-handler';
import { createLogger } from '../logger';
import { validate } from '../validate';

/** A tiny shop that speaks version 2 only: it reads and answers cents. */
function tinyShop() {
  const router = new Router();
  const received: unknown[] = [];
  router.put('/api/admin/products/:id', (ctx) => {
    received.push(ctx.request.body);
    const { priceCents } = ctx.request.body as { priceCents: number };
    ctx.body = { id: ctx.params.id, priceCents, items: [{ priceCents }] };
  });
  router.post('/api/admin/products', validate('body', productInputSchema), (ctx) => {
    ctx.status = 201;
  });
  router.get('/api/orders/text', (ctx) => {
    ctx.body = 'plain';
  });
  const app = new Koa();
  app.use(errorHandler(createLogger('api-contract-test', 'error')));
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(apiContract());
  app.use(router.routes());
  return { app: app.callback(), received };
}

describe('the API contract middleware', () => {
  it('serves a version-1 caller: dollars in, dollars beside the cents out', async () => {
    const shop = tinyShop();
    const res = await request(shop.app).put('/api/admin/products/p1').send({ name: 'Tee', price: '27.50' });
    expect(shop.received).toEqual([{ name: 'Tee', priceCents: 2750 }]);
    expect(res.status).toBe(200);
    expect(res.headers['x-api-contract']).toBe('2');
    expect(res.headers.vary).toMatch(/X-Api-Contract/i);
    expect(res.body).toEqual({
      id: 'p1',
      priceCents: 2750,
      price: '27.50',
      items: [{ priceCents: 2750, price: '27.50' }],
    });
    // Saying version 1 is the same as saying nothing.
    const said = await request(shop.app)
      .put('/api/admin/products/p1')
      .set('X-Api-Contract', '1')
      .send({ price: '1.05' });
    expect(said.body).toMatchObject({ priceCents: 105, price: '1.05' });
  });

  it('names a refused amount as the version-1 caller sent it', async () => {
    const v1 = await request(tinyShop().app).post('/api/admin/products').send({ price: '12.345' });
    expect(v1.status).toBe(400);
    expect(v1.body.errors).toMatchObject({ price: 'Enter the price in dollars, like 25 or 25.00' });
    expect(v1.body.errors).not.toHaveProperty('priceCents');
    const v2 = await request(tinyShop().app)
      .post('/api/admin/products')
      .set('X-Api-Contract', '2')
      .send({ priceCents: 1234.5 });
    expect(v2.body.errors).toHaveProperty('priceCents');
  });

  it('leaves a version-2 caller untouched', async () => {
    const shop = tinyShop();
    const res = await request(shop.app)
      .put('/api/admin/products/p1')
      .set('X-Api-Contract', '2')
      .send({ priceCents: 2750, price: 'ignored' });
    expect(shop.received).toEqual([{ priceCents: 2750, price: 'ignored' }]);
    expect(res.headers['x-api-contract']).toBe('2');
    expect(res.body).toEqual({ id: 'p1', priceCents: 2750, items: [{ priceCents: 2750 }] });
  });

  it('says its version on answers that are not JSON, and leaves them alone', async () => {
    const res = await request(tinyShop().app).get('/api/orders/text');
    expect(res.text).toBe('plain');
    expect(res.headers['x-api-contract']).toBe('2');
  });
});
