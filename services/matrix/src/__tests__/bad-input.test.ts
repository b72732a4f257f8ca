import type { Language } from '@ministry/contracts/language';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import {
  bodyMutations,
  isCatalogueMessage,
  paramMutations,
  queryMutations,
  NOT_OBJECTS,
  UNPARSABLE_BODIES,
  sweepRole,
} from '../bad-input';
import { Client } from '../client';
import type { BadInput, Call } from '../route-row';
import { ROUTE_TABLE } from '../route-table';
import { latestSnapshot, snapshot } from '../snapshot';
import { openStack, type Stack } from '../stack';

let stack: Stack;
let counter = 0;
beforeAll(async () => {
  stack = await openStack();
});
afterAll(() => stack.close());

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The collections whose documents differ between two snapshots. */
function changedCollections(before: Record<string, unknown[]>, after: Record<string, unknown[]>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

interface Prepared {
  client: Client;
  call: Call;
  headers: Record<string, string>;
}

/** The route's valid request, as the role the sweep uses, prepared once per route. */
const prepared = new Map<string, Promise<Prepared>>();
function prepare(key: string): Promise<Prepared> {
  const known = prepared.get(key);
  if (known) return known;
  const ready = (async () => {
    const row = ROUTE_TABLE[key]!;
    const role = sweepRole(row);
    const client = new Client(stack, await stack.cookieFor(role));
    const admin = new Client(stack, () => stack.cookieFor('admin'));
    const call = await row.call({ stack, role, client, admin, unique: () => ++counter });
    const headers: Record<string, string> = row.withInternalKey
      ? { [INTERNAL_KEY_HEADER]: stack.internalKey }
      : {};
    return { client, call, headers };
  })();
  prepared.set(key, ready);
  return ready;
}

const takesBody = (call: Call) => call.body !== undefined || call.raw !== undefined;

/** Every bad request the sweep sends, built from the table's valid requests (bodies known up front). */
function casesFor(key: string): { key: string; make: (call: Call) => BadInput[] }[] {
  const [method, pattern] = key.split(' ') as [string, string];
  const cases: { key: string; make: (call: Call) => BadInput[] }[] = [
    { key, make: (call) => paramMutations(pattern, call.path) },
  ];
  if (BODY_METHODS.has(method)) {
    cases.push({
      key,
      make: (call) => (takesBody(call) ? [...UNPARSABLE_BODIES, ...NOT_OBJECTS] : UNPARSABLE_BODIES),
    });
    cases.push({ key, make: (call) => (call.body === undefined ? [] : bodyMutations(call.body)) });
  }
  if (method === 'GET') cases.push({ key, make: (call) => queryMutations(call.path) });
  cases.push({ key, make: () => ROUTE_TABLE[key]?.badInputs ?? [] });
  return cases;
}

describe.each(Object.keys(ROUTE_TABLE))('%s', (key) => {
  const [method] = key.split(' ') as [string];

  it('answers every bad input with a 4xx JSON message in the caller’s language, storing nothing', async () => {
    const { client, call, headers } = await prepare(key);
    const bad = casesFor(key).flatMap(({ make }) => make(call));
    const problems: string[] = [];
    // Nothing may change: the database is compared once, before and after the route's whole sweep (a
    // dump per request made this suite the slowest of the run); a change names the collections it
    // touched, and SWEEP_EACH=1 compares after every request to find which one did it.
    const each = process.env.SWEEP_EACH === '1';
    // Before: the last route's "after" when setting this one up wrote nothing (most rows).
    let before = await latestSnapshot();
    for (const [index, input] of bad.entries()) {
      const language: Language = index % 2 ? 'es' : 'en';
      const res = await client.send(method, input.path ?? call.path, {
        headers: { ...call.headers, ...headers, 'Accept-Language': language },
        ...(input.raw !== undefined
          ? { raw: input.raw }
          : input.bytes !== undefined
            ? { bytes: input.bytes }
            : { body: input.body ?? call.body, bytes: call.bytes }),
      });
      const body = res.body as { message?: unknown; errors?: Record<string, unknown> };
      const wrong: string[] = [];
      const rightStatus = input.statuses
        ? input.statuses.includes(res.status)
        : res.status >= 400 && res.status < 500;
      if (!rightStatus) wrong.push(`status ${res.status}`);
      if (!res.type.includes('json')) wrong.push(`type ${res.type}`);
      if (!isCatalogueMessage(body.message, language)) wrong.push(`message ${JSON.stringify(body.message)}`);
      for (const [field, message] of Object.entries(body.errors ?? {}))
        if (!isCatalogueMessage(message, language)) wrong.push(`${field}: ${JSON.stringify(message)}`);
      if (each) {
        const after = await snapshot();
        const changed = changedCollections(before, after);
        if (changed.length) wrong.push(`the database changed: ${changed.join(', ')}`);
        before = after;
      }
      if (wrong.length)
        problems.push(`${input.label} (${language}): ${wrong.join(', ')} — ${res.text.slice(0, 160)}`);
    }
    if (!each) {
      const changed = changedCollections(before, await snapshot());
      if (changed.length) problems.push(`the database changed during the sweep: ${changed.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  if (method === 'GET') {
    it('ignores unknown query parameters, and never fails on __proto__', async () => {
      const { client, call, headers } = await prepare(key);
      const plain = await client.send(method, call.path, { headers });
      const glue = call.path.includes('?') ? '&' : '?';
      const noisy = await client.send(method, `${call.path}${glue}%24where=1&sort[%24gt]=&debug`, {
        headers,
      });
      expect(noisy.status).toBe(plain.status);
      const polluting = await client.send(method, `${call.path}${glue}__proto__=x&constructor=y`, {
        headers,
      });
      expect([plain.status, 400]).toContain(polluting.status);
    });
  }
});

describe('operator injection where it matters most', () => {
  it('never signs anyone in with { "$ne": null } or { "$gt": "" }', async () => {
    const client = new Client(stack);
    for (const probe of [{ $ne: null }, { $gt: '' }, { $regex: '.*' }]) {
      const res = await client.send('POST', '/api/auth/login', {
        body: { username: probe, password: probe },
      });
      expect(res.status).toBe(400);
      expect((await client.send('GET', '/api/auth/user')).status).toBe(401);
    }
  });

  it('ignores a role, an id or operators smuggled into a registration', async () => {
    const res = await new Client(stack).send('POST', '/api/auth/register', {
      body: {
        username: 'smuggler',
        email: 'smuggler@example.org',
        password: 'correct horse battery',
        role: 'admin',
        _id: '507f1f77bcf86cd799439011',
        $where: 'true',
        stripeSubscriptionId: 'sub_free',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'smuggler', role: 'member', hasActiveSubscription: false });
    expect((res.body as { id: string }).id).not.toBe('507f1f77bcf86cd799439011');
  });
});
