import request from 'supertest';
import type { TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { placeOf } from '../cart/other-lines';
import { VALID_CHECKOUT } from './helpers';
import { shopWithServices, servicesEnvForFile, type ServicesDouble } from './services-double';

// A place line's discount code: typed with the places, asked of events with every quote and at
// checkout's hold, and shown on the line from events' answer. Events is the boundary double.

let db: TestDatabase;
let services: ServicesDouble;
servicesEnvForFile('shop-place-codes', (env) => ({ db, services } = env));

const shop = () => shopWithServices(db, services);
const line = {
  eventId: 'e-hearts',
  date: '2026-03-21',
  people: [{ name: 'Ana', optionId: 'participant' }],
  discountCode: 'spring10',
};
const calls = (path: string) => services.calls.filter((call) => call.path === path);

describe('a place line with a discount code', () => {
  it('asks events with the code when added and at the hold', async () => {
    const { handler } = shop();
    const member = await signedInCookie(db, { role: 'member' });
    const added = await request(handler).post('/api/cart/place').set('Cookie', member).send(line);
    expect(added.status).toBe(201);
    expect(calls('/internal/places/quote')[0]?.body).toMatchObject({ discountCode: 'spring10' });
    const paid = await request(handler)
      .post('/api/checkout')
      .set('Cookie', member)
      .send({ ...VALID_CHECKOUT, shippingAddress: null });
    expect(paid.status).toBe(201);
    expect(calls('/internal/places/hold')[0]?.body).toMatchObject({ discountCode: 'spring10' });
  });

  it("passes on events' refusal of the code in her language, adding nothing", async () => {
    const { handler } = shop();
    services.places.refuse.set('e-hearts', { status: 409, key: 'event.discountCodeUsedUp' });
    const refused = await request(handler).post('/api/cart/place').set('Accept-Language', 'es').send(line);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este código de descuento ya se agotó.');
  });

  it('refuses a code longer than any code (400, translated)', async () => {
    const { handler } = shop();
    const res = await request(handler)
      .post('/api/cart/place')
      .send({ ...line, discountCode: 'X'.repeat(21) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('discountCode');
  });

  it('shows the code events applied, and nothing without one', () => {
    const answer = {
      eventId: 'e-hearts',
      date: '2026-03-21',
      title: 'Workshop',
      titleEs: 'Taller',
      people: [{ name: 'Ana', optionId: 'participant', optionName: 'P', optionNameEs: 'P', unitCents: 2700 }],
      totalCents: 2700,
      earlyBird: false,
      groupDiscount: false,
    };
    expect(placeOf({ ...answer, discountCode: 'SPRING10' })).toMatchObject({ discountCode: 'SPRING10' });
    expect(placeOf(answer)).not.toHaveProperty('discountCode');
  });
});
