import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { MongoSessionStore, SESSION_MAX_AGE_MS, storedSessionId } from '../session';
import { SESSION_CACHE_MS } from '../session-cache';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-session-cache');
});
afterAll(() => db.close());

/** A store on a clock the test moves (the cache's age and the stored expiry both read it). */
function storeOnClock(writable = true) {
  const clock = { now: Date.now() };
  const store = new MongoSessionStore(db.sessions, writable, { now: () => clock.now });
  return { store, clock };
}

const member = { id: 'u-ruth', username: 'ruth', role: 'member' };

describe('the session cache', () => {
  it("sees another process's sign-out only after SESSION_CACHE_MS, and its own at once", async () => {
    const { store, clock } = storeOnClock();
    await store.set('k-other', { user: member }, SESSION_MAX_AGE_MS);
    expect(await store.get('k-other')).toEqual({ user: member });

    // Another instance deletes it: this process keeps what it read, for the cache's bound only.
    await db.sessions.collection('sessions').deleteOne({ _id: storedSessionId('k-other') as never });
    expect(await store.get('k-other')).toEqual({ user: member });
    clock.now += SESSION_CACHE_MS - 1;
    expect(await store.get('k-other')).toEqual({ user: member });
    clock.now += 1;
    expect(await store.get('k-other')).toBeUndefined();

    // Its own sign-out: anonymous on the very next read.
    await store.set('k-own', { user: member }, SESSION_MAX_AGE_MS);
    expect(await store.get('k-own')).toEqual({ user: member });
    await store.destroy('k-own');
    expect(await store.get('k-own')).toBeUndefined();
  });

  it('shows a role change at once, to its writer and to a read-only store (another service)', async () => {
    const { store: writer } = storeOnClock();
    const { store: reader } = storeOnClock(false);
    await writer.set('k-role', { user: member }, SESSION_MAX_AGE_MS);
    expect(await writer.get('k-role')).toEqual({ user: member });
    expect(await reader.get('k-role')).toEqual({ user: member });

    await writer.updateUserSessions({ ...member, role: 'admin' });
    expect(await writer.get('k-role')).toEqual({ user: { ...member, role: 'admin' } });
    expect(await reader.get('k-role')).toEqual({ user: { ...member, role: 'admin' } });
    // Another service keeps nothing: a sign-out by identity counts there at the next request.
    await writer.destroy('k-role');
    expect(await reader.get('k-role')).toBeUndefined();
  });

  it("forgets a user's sessions when they are ended, except none is kept past its expiry", async () => {
    const { store, clock } = storeOnClock();
    await store.set('k-a', { user: member }, SESSION_MAX_AGE_MS);
    await store.set('k-b', { user: member }, 1_000);
    expect(await store.get('k-a')).toBeDefined();
    expect(await store.get('k-b')).toBeDefined();
    // Cached, but its stored expiry passes while it is: not a session any more.
    clock.now += 1_000;
    expect(await store.get('k-b')).toBeUndefined();
    await store.destroyUserSessions(member.id);
    expect(await store.get('k-a')).toBeUndefined();
  });

  it('does not keep a read that was under way when the session was ended', async () => {
    const { store } = storeOnClock();
    await store.set('k-race', { user: member }, SESSION_MAX_AGE_MS);
    const reading = store.get('k-race');
    await store.destroy('k-race');
    await reading;
    expect(await store.get('k-race')).toBeUndefined();
  });

  it('hands out copies: a change a request makes without saving is not seen by the next', async () => {
    const { store } = storeOnClock();
    await store.set('k-copy', { user: member, cart: { items: [1] } }, SESSION_MAX_AGE_MS);
    const first = (await store.get('k-copy')) as { cart: { items: number[] } };
    first.cart.items.push(2);
    expect(await store.get('k-copy')).toEqual({ user: member, cart: { items: [1] } });
  });
});
