import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { Client } from '../client';
import { expected, type CallContext } from '../route-row';
import { ROUTE_TABLE } from '../route-table';
import { openStack, registeredRoutes, ROLES, type RegisteredRoute, type Role, type Stack } from '../stack';

let stack: Stack;
let routes: RegisteredRoute[];
let counter = 0;
beforeAll(async () => {
  stack = await openStack();
  routes = registeredRoutes(stack.apps);
});
afterAll(() => stack.close());

/**
 * Runs `test` with the role's client and an admin's, on the sessions every role signs in once for; a
 * request that signs someone in or out (a new, changed or cleared session cookie) has them signed in
 * afresh for the next test.
 */
async function as(role: Role, test: (ctx: CallContext) => Promise<void>): Promise<void> {
  const ctx: CallContext = {
    stack,
    role,
    client: new Client(stack, await stack.sessionFor(role)),
    admin: new Client(stack, () => stack.sessionFor('admin')),
    unique: () => ++counter,
  };
  try {
    await test(ctx);
  } finally {
    if (ctx.client.sessionChanged || ctx.admin.sessionChanged) stack.forgetSessions();
  }
}

describe('the route table', () => {
  it('has exactly one row per registered route', () => {
    const registered = routes.map((route) => route.key).sort();
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered).toEqual(Object.keys(ROUTE_TABLE).sort());
  });
});

const cells = Object.entries(ROUTE_TABLE).flatMap(([key, row]) =>
  ROLES.map((role) => [key, role, expected(row, role)] as const),
);

describe.each(cells)('%s as %s', (key, role, expected) => {
  it(`answers ${expected}`, () =>
    as(role, async (ctx) => {
      const [method] = key.split(' ') as [string];
      const { path, ...options } = await ROUTE_TABLE[key]!.call(ctx);
      const res = await ctx.client.send(method, path, options);
      expect({ status: res.status, text: res.status === expected ? '' : res.text }).toEqual({
        status: expected,
        text: '',
      });
      // A refusal always explains itself in JSON.
      if (expected >= 400) expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }));
});

const internal = Object.entries(ROUTE_TABLE).filter(([, row]) => row.withInternalKey !== undefined);

describe.each(internal)('%s with the internal key', (key, row) => {
  it(`answers ${row.withInternalKey}, and 403 with a wrong key`, () =>
    as('visitor', async (ctx) => {
      const [method] = key.split(' ') as [string];
      const { path, ...options } = await row.call(ctx);
      const good = await ctx.client.send(method, path, {
        ...options,
        headers: { [INTERNAL_KEY_HEADER]: stack.internalKey },
      });
      expect(good.status).toBe(row.withInternalKey);
      const wrong = await ctx.client.send(method, path, {
        ...options,
        headers: { [INTERNAL_KEY_HEADER]: `${stack.internalKey}x` },
      });
      expect(wrong.status).toBe(403);
    }));
});

const writes = Object.keys(ROUTE_TABLE).filter((key) => !key.startsWith('GET '));

describe.each(writes)('%s from another site', (key) => {
  it('is refused with 403 whoever is signed in', () =>
    as('admin', async (ctx) => {
      const [method] = key.split(' ') as [string];
      const { path, ...options } = await ROUTE_TABLE[key]!.call(ctx);
      const res = await ctx.client.send(method, path, {
        ...options,
        headers: { ...options.headers, Origin: 'https://evil.example', 'Accept-Language': 'es' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'No se permiten solicitudes desde otros sitios.' });
    }));
});
