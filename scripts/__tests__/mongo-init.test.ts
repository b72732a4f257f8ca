import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

const script = readFileSync(
  join(__dirname, '..', '..', 'deploy', 'mongo-init', 'create-service-users.js'),
  'utf8',
);
const strong = (n: number) => `${n}`.repeat(32);
const goodEnv = {
  MONGO_INITDB_ROOT_PASSWORD: strong(0),
  MONGO_IDENTITY_PASSWORD: strong(1),
  MONGO_CONTENT_PASSWORD: strong(2),
  MONGO_EVENTS_PASSWORD: strong(3),
  MONGO_SHOP_PASSWORD: strong(4),
  MONGO_BILLING_PASSWORD: strong(5),
};

/** Runs the init script as mongosh would, against a stand-in that records the users it creates. */
function runInit(env: Record<string, string>) {
  const created: { user: string; pwd: string }[] = [];
  const db = {
    getSiblingDB: () => ({ createUser: (user: { user: string; pwd: string }) => created.push(user) }),
  };
  runInNewContext(script, { db, print: () => undefined, process: { env } });
  return created;
}

describe('the database users created on first start (deploy/mongo-init)', () => {
  it('creates one user per service with its own password', () => {
    const users = runInit(goodEnv);
    expect(users.map((user) => user.user)).toEqual(['identity', 'content', 'events', 'shop', 'billing']);
    expect(users[3]?.pwd).toBe(strong(4));
  });

  it("refuses the example root password, as it refuses the services' own, before creating anyone", () => {
    expect(() =>
      runInit({ ...goodEnv, MONGO_INITDB_ROOT_PASSWORD: 'replace-with-a-random-hex-secret' }),
    ).toThrow(/MONGO_INITDB_ROOT_PASSWORD is still an example value/);
    expect(() => runInit({ ...goodEnv, MONGO_INITDB_ROOT_PASSWORD: 'short-root-pw' })).toThrow(
      /MONGO_INITDB_ROOT_PASSWORD must be at least 24 characters/,
    );
    expect(() => runInit({ ...goodEnv, MONGO_SHOP_PASSWORD: '' })).toThrow(/MONGO_SHOP_PASSWORD is not set/);
  });
});
