// The shape of the route table's rows, apart from the table: the per-service route files and the
// bad-input sweep use it, and the table imports them (a type-only import back would close a cycle).
import type { Client, SendOptions } from './client';
import type { Role, Stack } from './stack';

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
  role: Role;
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
  expect: Record<Role, number>;
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
/** Content editors and admins get `status` (the site's own content); everyone else 401 or 403. */
export const contentEditors = (status: number): Record<Role, number> => ({
  ...adminOnly(status),
  content_editor: status,
});
