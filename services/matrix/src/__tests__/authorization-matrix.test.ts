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

async function context(role: Role): Promise<CallContext> {
  return {
    stack,
    role,
    client: new Client(stack, await stack.cookieFor(role)),
    admin: new Client(stack, () => stack.cookieFor('admin')),
    unique: () => ++counter,
  };
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
  it(`answers ${expected}`, async () => {
    const [method] = key.split(' ') as [string];
    const ctx = await context(role);
    const { path, ...options } = await ROUTE_TABLE[key]!.call(ctx);
    const res = await ctx.client.send(method, path, options);
    expect({ status: res.status, text: res.status === expected ? '' : res.text }).toEqual({
      status: expected,
      text: '',
    });
    // A refusal always explains itself in JSON.
    if (expected >= 400) expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

const internal = Object.entries(ROUTE_TABLE).filter(([, row]) => row.withInternalKey !== undefined);

describe.each(internal)('%s with the internal key', (key, row) => {
  it(`answers ${row.withInternalKey}, and 403 with a wrong key`, async () => {
    const [method] = key.split(' ') as [string];
    const ctx = await context('visitor');
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
  });
});

const writes = Object.keys(ROUTE_TABLE).filter((key) => !key.startsWith('GET '));

describe.each(writes)('%s from another site', (key) => {
  it('is refused with 403 whoever is signed in', async () => {
    const [method] = key.split(' ') as [string];
    const ctx = await context('admin');
    const { path, ...options } = await ROUTE_TABLE[key]!.call(ctx);
    const res = await ctx.client.send(method, path, {
      ...options,
      headers: { ...options.headers, Origin: 'https://evil.example', 'Accept-Language': 'es' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'No se permiten solicitudes desde otros sitios.' });
  });
});
