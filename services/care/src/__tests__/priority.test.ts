import request from 'supertest';
import type { Slot } from '@ministry/contracts/care';
import { book, careTestEnvironment, counselor, member, subscribe } from './care-support';

const env = careTestEnvironment('care-priority');

/** Monday 13 May 2030, 9:00 in New York: ten weeks after the tests' start, past the usual 8 weeks. */
const TEN_WEEKS_AHEAD = '2030-05-13T09:00:00-04:00';

async function slotsSeenBy(cookie: string, counselorId: string) {
  const res = await request(env.app())
    .get(`/api/care/slots?typeId=regular-session&counselorId=${counselorId}&from=2030-05-13&days=1`)
    .set('Cookie', cookie);
  expect(res.status).toBe(200);
  return (res.body as { slots: Slot[] }).slots.map((slot) => slot.startsAt);
}

describe('priority scheduling (Growth and Transform)', () => {
  it('lets a member of a priority plan see and book further ahead than the counselor’s horizon', async () => {
    const { profile } = await counselor(env);
    expect(profile.horizonWeeks).toBe(8);
    const growth = await member(env);
    subscribe(env, growth.id, 'growth');
    const essential = await member(env);
    subscribe(env, essential.id, 'essential');
    const lapsed = await member(env);
    subscribe(env, lapsed.id, 'transform', 'canceled');

    expect(await slotsSeenBy(growth.cookie, profile.id)).toContain(TEN_WEEKS_AHEAD);
    for (const other of [essential, lapsed]) expect(await slotsSeenBy(other.cookie, profile.id)).toEqual([]);

    const refused = await book(env, essential.cookie, {
      counselorId: profile.id,
      startsAt: TEN_WEEKS_AHEAD,
      typeId: 'regular-session',
    });
    expect(refused.status).toBe(409);
    const booked = await book(env, growth.cookie, {
      counselorId: profile.id,
      startsAt: TEN_WEEKS_AHEAD,
      typeId: 'regular-session',
    });
    expect(booked.status).toBe(201);
  });

  it('keeps a counselor’s own longer horizon for everyone', async () => {
    const { profile } = await counselor(env, { horizonWeeks: 16 });
    const visitor = await request(env.app()).get(
      `/api/care/slots?typeId=regular-session&counselorId=${profile.id}&from=2030-05-13&days=1`,
    );
    expect((visitor.body as { slots: Slot[] }).slots.map((slot) => slot.startsAt)).toContain(TEN_WEEKS_AHEAD);
  });
});
