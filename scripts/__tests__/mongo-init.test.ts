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
  MONGO_CARE_PASSWORD: strong(6),
};

interface CreatedRole {
  role: string;
  privileges: { resource: { db: string; collection: string }; actions: string[] }[];
}

/** Runs the init script as mongosh would, against a stand-in that records the users and roles it creates. */
function runInitWithRoles(env: Record<string, string>) {
  const users: { user: string; pwd: string; roles: { role: string; db: string }[] }[] = [];
  const roles: CreatedRole[] = [];
  const db = {
    getSiblingDB: () => ({
      createUser: (user: (typeof users)[number]) => users.push(user),
      createRole: (role: CreatedRole) => roles.push(role),
    }),
  };
  runInNewContext(script, { db, print: () => undefined, process: { env } });
  return { users, roles };
}

const runInit = (env: Record<string, string>) => runInitWithRoles(env).users;

describe('the database users created on first start (deploy/mongo-init)', () => {
  it('creates one user per service with its own password', () => {
    const users = runInit(goodEnv);
    expect(users.map((user) => user.user)).toEqual([
      'identity',
      'content',
      'events',
      'shop',
      'billing',
      'care',
    ]);
    expect(users[3]?.pwd).toBe(strong(4));
  });

  it('lets identity alone write the shared session store; the others read it and claim e-mail budget slots', () => {
    const { users, roles } = runInitWithRoles(goodEnv);
    const sharedRole = (user: (typeof users)[number]) =>
      user.roles.find((role) => role.db !== `ministry-${user.user}`);
    expect(Object.fromEntries(users.map((user) => [user.user, sharedRole(user)]))).toEqual({
      identity: { role: 'readWrite', db: 'ministry-sessions' },
      content: { role: 'sessionReader', db: 'admin' },
      events: { role: 'sessionReader', db: 'admin' },
      shop: { role: 'sessionReader', db: 'admin' },
      billing: { role: 'sessionReader', db: 'admin' },
      care: { role: 'sessionReader', db: 'admin' },
    });
    const privileges = Object.fromEntries(
      roles[0]!.privileges.map((p) => [`${p.resource.db}.${p.resource.collection}`, p.actions]),
    );
    expect(roles.map((role) => role.role)).toEqual(['sessionReader']);
    expect(privileges['ministry-sessions.sessions']).toEqual(['find', 'listIndexes', 'createIndex']);
    expect(privileges['ministry-sessions.rate_limits']).toContain('insert');
    expect(Object.keys(privileges)).toHaveLength(2);
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
