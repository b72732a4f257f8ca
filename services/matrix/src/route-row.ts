// The shape of the route table's rows, apart from the table: the per-service route files and the
// bad-input sweep use it, and the table imports them (a type-only import back would close a cycle).
import type { Client, SendOptions } from './client';
import type { Role as SessionRole, Stack } from './stack';

/**
 * The roles a row names; a counselor's status defaults to a member's, a finance admin's to an
 * admin's (see `expected`).
 */
type Role = Exclude<SessionRole, 'counselor' | 'finance'>;

/** One bad request built from a route's valid one. */
export interface BadInput {
  label: string;
  /** The statuses that answer it correctly (any 4xx when not given). */
  statuses?: number[];
  path?: string;
  body?: unknown;
  raw?: string;
  bytes?: { data: Buffer; type: string };
}

/** What a row's request needs: the stack, the role's signed-in client and an admin to set things up. */
export interface CallContext {
  stack: Stack;
  role: SessionRole;
  client: Client;
  admin: Client;
  /** A number never used before in this run (fresh usernames and titles). */
  unique: () => number;
}

/** One concrete request for a route: its path and, for a write, a valid body. */
export interface Call extends SendOptions {
  path: string;
}

export interface RouteRow {
  /** The status each role gets for a valid request. */
  expect: Record<Role, number> & { counselor?: number; finance?: number };
  /** Internal routes (services only, never routed by the gateway): the status with the internal key. */
  withInternalKey?: number;
  /** Builds a valid request, creating what it uses up (a fresh event to delete, a cart line). */
  call: (context: CallContext) => Promise<Call> | Call;
  /** Bad bodies only this route can be sent (a file that is no picture, one too large), swept too. */
  badInputs?: BadInput[];
}

/** What each role is answered when a route is open to everyone. */
export const all = (status: number): Record<Role, number> => ({
  visitor: status,
  member: status,
  event_editor: status,
  content_editor: status,
  admin: status,
});
/** Signed-in roles get `status`; a visitor 401. */
export const signedIn = (status: number): Record<Role, number> => ({ ...all(status), visitor: 401 });
/** Event editors and admins get `status`; a member and a content editor 403, a visitor 401. */
export const editors = (status: number): Record<Role, number> => ({
  ...signedIn(status),
  member: 403,
  content_editor: 403,
});
/** Admins get `status`; everyone else 401 (visitor) or 403. */
export const adminOnly = (status: number): Record<Role, number> => ({
  ...editors(status),
  event_editor: 403,
});
/** Donors' records: only an admin with the finance permission gets `status`; a plain admin 403. */
export const financeOnly = (status: number): Record<Role, number> & { finance: number } => ({
  ...adminOnly(403),
  finance: status,
});
/** Content editors and admins get `status` (the site's own content); everyone else 401 or 403. */
export const contentEditors = (status: number): Record<Role, number> => ({
  ...adminOnly(status),
  content_editor: status,
});
/** A row whose request is always the same: its path and, for a write, its body. */
export const fixed = (expect: Record<Role, number>, path: string, body?: unknown): RouteRow => ({
  expect,
  call: () => ({ path, body }),
});

/** What a list answers with: items with an id (and, for some, a type and a picture). */
export interface Listed {
  id: string;
  type?: string;
  imageUrl?: string | null;
}

/** The first item `path` lists (that `pick` accepts). */
export async function first(client: Client, path: string, pick: (item: Listed) => boolean = () => true) {
  const res = await client.send('GET', path);
  const found = (res.body as Listed[]).find(pick);
  if (!found) throw new Error(`nothing to use at ${path}`);
  return found;
}

/** POSTs `body` to `path` (201 expected): the new item's id. */
export async function createdId(client: Client, path: string, body: object): Promise<string> {
  const res = await client.send('POST', path, { body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return (res.body as Listed).id;
}

/** A row whose path is built from the first item the role's client sees listed at `list`. */
export const onFirst = (
  expect: Record<Role, number>,
  list: string,
  path: (item: Listed) => string,
  pick?: (item: Listed) => boolean,
): RouteRow => ({ expect, call: async ({ client }) => ({ path: path(await first(client, list, pick)) }) });

/**
 * A row for a fresh item the admin creates in `collection` (from `item(unique())`): a request to
 * `collection/<id>` with `suffix` after it, and the rest of `request` (a body, bytes).
 */
export const onCreated = (
  expect: Record<Role, number>,
  collection: string,
  item: (n: number) => object,
  { suffix = '', ...request }: SendOptions & { suffix?: string } = {},
): RouteRow => ({
  expect,
  call: async ({ admin, unique }) => ({
    path: `${collection}/${await createdId(admin, collection, item(unique()))}${suffix}`,
    ...request,
  }),
});

/** The status `role` gets for a valid request of `row`. */
export function expected(row: RouteRow, role: SessionRole): number {
  // A counselor is a member everywhere but care: the member's status unless the row names hers.
  // A finance admin is an admin everywhere but donors' records.
  if (role === 'finance') return row.expect.finance ?? row.expect.admin;
  return row.expect[role] ?? row.expect.member;
}
