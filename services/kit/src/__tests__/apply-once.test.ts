import { applyOnce } from '../apply-once';
import { LockModel } from '../lock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-apply-once');
  await LockModel.init();
});
afterAll(() => db.close());

const EVENTS = 'processed_events';

describe('applyOnce', () => {
  it('applies concurrent deliveries of one event once; the others are duplicates', async () => {
    let applied = 0;
    const event = { id: 'evt_concurrent', type: 'payment_intent.succeeded' };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        applyOnce(db.data, EVENTS, event, async () => {
          applied += 1;
          return 'paid';
        }),
      ),
    );
    expect(applied).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.duplicate)).toEqual([{ duplicate: false, result: 'paid' }]);
    expect(outcomes.filter((outcome) => outcome.duplicate)).toHaveLength(7);
    const stored = await db.data
      .collection(EVENTS)
      .find({ _id: event.id as never })
      .toArray();
    expect(stored).toEqual([{ _id: event.id, type: event.type, at: expect.any(Date) }]);
  });

  it('records nothing when applying fails, so a retried delivery applies it', async () => {
    const event = { id: 'evt_retried', type: 'invoice.paid' };
    const boom = new Error('shop unavailable');
    await expect(applyOnce(db.data, EVENTS, event, () => Promise.reject(boom))).rejects.toBe(boom);
    expect(await db.data.collection(EVENTS).countDocuments({ _id: event.id as never })).toBe(0);
    await expect(applyOnce(db.data, EVENTS, event, async () => 'done')).resolves.toEqual({
      duplicate: false,
      result: 'done',
    });
    await expect(applyOnce(db.data, EVENTS, event, async () => 'again')).resolves.toEqual({
      duplicate: true,
    });
  });
});
