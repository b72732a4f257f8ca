import { cardDeclines } from '../card-declines';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('card-declines');
});
afterAll(() => db.close());

const HOUR = 3_600_000;

it('counts a decline once however often and however concurrently its event arrives', async () => {
  const declines = cardDeclines(db.data, 'test_declines_once');
  const decline = { eventId: 'evt_1', intentId: 'pi_1', against: ['member:a'], at: new Date() };
  const counts = await Promise.all(Array.from({ length: 10 }, () => declines.record(decline)));
  expect(counts.every((count) => count === 1)).toBe(true);
  expect(await declines.record({ ...decline, eventId: 'evt_2' })).toBe(2);
  expect(await declines.model.countDocuments()).toBe(2);
});

it('blocks a key at its limit within the window, until its declines age out', async () => {
  let now = Date.parse('2026-11-27T12:00:00Z');
  const declines = cardDeclines(db.data, 'test_declines_block', () => now);
  const record = (eventId: string, minutesAgo: number) =>
    declines.record({
      eventId,
      intentId: `pi_${eventId}`,
      against: ['member:a', 'client:203.0.113.9', ''],
      at: new Date(now - minutesAgo * 60_000),
    });
  await record('e1', 50);
  await record('e2', 10);
  const checks = [
    { key: 'member:a', limit: 3 },
    { key: 'client:203.0.113.9', limit: 2 },
    { key: '', limit: 1 },
  ];
  // The client address has 2 of its 2: free again when the older (50 minutes ago) leaves the hour.
  expect(await declines.blockedFor(checks, HOUR)).toBe(10 * 60);
  expect(await declines.blockedFor([{ key: 'member:a', limit: 3 }], HOUR)).toBeNull();
  expect(await declines.blockedFor([{ key: 'member:b', limit: 1 }], HOUR)).toBeNull();
  now += 11 * 60_000;
  expect(await declines.blockedFor(checks, HOUR)).toBeNull();
});
