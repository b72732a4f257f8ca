import request from 'supertest';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { runCarePass } from '../appointments/passes';
import { book, careTestEnvironment, counselor, member, outboxKeys } from './care-support';

// Care's internal checkout API (care-checkout.ts): the shop quotes, holds, confirms and releases a
// member's paid session sold as a line of the one cart.
const env = careTestEnvironment('care-checkout');

/** Monday 4 March 2030, 9:00 in New York. */
const MONDAY_9 = '2030-03-04T09:00:00-05:00';

function asShop(path: string, body: object, language = 'en') {
  return request(env.app())
    .post(`/internal/care/sessions/${path}`)
    .set(INTERNAL_KEY_HEADER, env.db.config.internalApiKey)
    .set('Accept-Language', language)
    .send(body);
}

/** A member's paid booking awaiting payment, with its counselor. */
async function awaiting() {
  const { profile } = await counselor(env);
  const person = await member(env);
  const booked = await book(env, person.cookie, { counselorId: profile.id, startsAt: MONDAY_9 });
  expect(booked.body).toMatchObject({ status: 'awaiting_payment' });
  return { person, counselorId: profile.id, appointmentId: booked.body.id as string };
}

const inMinutes = (minutes: number) => new Date(env.clock.now.getTime() + minutes * 60_000).toISOString();

describe('the shop’s checkout of a paid session', () => {
  it('quotes her own session awaiting payment, never another member’s, never without the shop’s key', async () => {
    const { person, appointmentId } = await awaiting();
    const quote = await asShop('quote', { appointmentId, userId: person.id });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({
      appointmentId,
      priceCents: 7500,
      startsAt: '2030-03-04T14:00:00.000Z',
      durationMinutes: 50,
      status: 'awaiting_payment',
    });
    expect(quote.body.counselorName).toMatch(/^Counselor /);
    expect(quote.body.typeName).toBeTruthy();

    const other = await member(env);
    const refused = await asShop('quote', { appointmentId, userId: other.id }, 'es');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('No se encontró esa cita.');

    const keyless = await request(env.app())
      .post('/internal/care/sessions/quote')
      .send({ appointmentId, userId: person.id });
    expect(keyless.status).toBe(403);
  });

  it('refuses a quote once the booking’s hold has ended, in her language', async () => {
    const { person, appointmentId } = await awaiting();
    env.clock.now = new Date(env.clock.now.getTime() + 31 * 60_000);
    const refused = await asShop('quote', { appointmentId, userId: person.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The time held for this booking has ended. Please book the session again.',
    );
  });

  it('holds the time until the order’s hold ends, confirms it once even when asked twice', async () => {
    const { person, appointmentId } = await awaiting();
    const key = 'WOP-TEST-0001#0';
    const until = inMinutes(90);
    const held = await asShop('hold', { appointmentId, userId: person.id, key, until });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: 'awaiting_payment', holdExpiresAt: until });
    expect((await asShop('hold', { appointmentId, userId: person.id, key, until })).status).toBe(200);

    // Past the booking's own 30 minutes the order's hold keeps it: the care pass does not release it.
    env.clock.now = new Date(env.clock.now.getTime() + 45 * 60_000);
    expect((await runCarePass(env.build().context)).released).toBe(0);

    const first = await asShop('confirm', { appointmentId, key });
    const second = await asShop('confirm', { appointmentId, key });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toMatchObject({ status: 'booked', holdExpiresAt: null });
    const mine = await request(env.app()).get('/api/care/appointments/mine').set('Cookie', person.cookie);
    expect(mine.body.appointments).toEqual([
      expect.objectContaining({ id: appointmentId, status: 'booked' }),
    ]);
    // One confirmation e-mail, however many times the paid order's event is delivered.
    expect(await outboxKeys(env)).toEqual([`care-confirmed:${appointmentId}:0`]);
  });

  it('releases the held time (again: nothing more); a confirm then on a taken slot is 409', async () => {
    const { person, counselorId, appointmentId } = await awaiting();
    const key = 'WOP-TEST-0002#1';
    await asShop('hold', { appointmentId, userId: person.id, key, until: inMinutes(60) });
    expect((await asShop('release', { appointmentId, key: 'WOP-OTHER-0000#0' })).status).toBe(200);
    const stillHeld = await asShop('quote', { appointmentId, userId: person.id });
    expect(stillHeld.status).toBe(200);

    expect((await asShop('release', { appointmentId, key })).status).toBe(200);
    expect((await asShop('release', { appointmentId, key })).status).toBe(200);
    expect((await asShop('quote', { appointmentId, userId: person.id })).status).toBe(409);

    // The time is free again: another member books it, so the late payment cannot have it.
    const other = await member(env);
    const taken = await book(env, other.cookie, { counselorId, startsAt: MONDAY_9 });
    expect(taken.status).toBe(201);
    const late = await asShop('confirm', { appointmentId, key });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The time held for this payment has ended and the slot was taken. Please choose another time.',
    );
    const held = await asShop('hold', {
      appointmentId,
      userId: person.id,
      key: 'WOP-TEST-0003#0',
      until: inMinutes(60),
    });
    expect(held.status).toBe(409);
  });

  it('takes a released time back for a new checkout of hers while it is still free', async () => {
    const { person, appointmentId } = await awaiting();
    await asShop('hold', { appointmentId, userId: person.id, key: 'WOP-TEST-0004#0', until: inMinutes(60) });
    await asShop('release', { appointmentId, key: 'WOP-TEST-0004#0' });
    const again = await asShop('hold', {
      appointmentId,
      userId: person.id,
      key: 'WOP-TEST-0005#0',
      until: inMinutes(60),
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('awaiting_payment');
    const other = await member(env);
    const notHers = await asShop('hold', {
      appointmentId,
      userId: other.id,
      key: 'WOP-TEST-0006#0',
      until: inMinutes(60),
    });
    expect(notHers.status).toBe(404);
  });
});
