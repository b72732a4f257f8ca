import { LockModel, withLock } from '../lock';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-lock');
  await LockModel.init();
});
afterAll(() => db.close());

describe('withLock', () => {
  it('runs one holder at a time', async () => {
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        withLock('queue', async () => {
          order.push(`${name}:in`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`${name}:out`);
        }),
      ),
    );
    expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
  });

  it('fences: a holder whose lock expired and was taken over is stopped before its next write', async () => {
    const writes: string[] = [];
    const outcome = withLock('fenced', async (fence) => {
      await fence();
      writes.push('first');
      // Meanwhile the lock expired and another instance took it.
      await LockModel.deleteOne({ _id: 'fenced' });
      await LockModel.create({
        _id: 'fenced',
        token: 'someone-else',
        expiresAt: new Date(Date.now() + 15_000),
      });
      await fence();
      writes.push('second');
    });
    await expect(outcome).rejects.toMatchObject({ status: 503 });
    expect(writes).toEqual(['first']);
    // The other holder's lock is left alone.
    expect(await LockModel.findById('fenced').lean()).toMatchObject({ token: 'someone-else' });
  });

  it('renews the lock at each fence', async () => {
    await withLock('renewed', async (fence) => {
      const before = (await LockModel.findById('renewed').lean())!.expiresAt.getTime();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await fence();
      expect((await LockModel.findById('renewed').lean())!.expiresAt.getTime()).toBeGreaterThan(before);
    });
  });
});
