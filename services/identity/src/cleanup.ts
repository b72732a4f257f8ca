import type { IdentityContext } from './context';

/** Expired records are deleted at most this often, on the back of a request (no TTL indexes on FerretDB). */
export const CLEANUP_EVERY_MS = 60 * 1000;

/**
 * Runs `remove(at)` without holding up the request, at most once a CLEANUP_EVERY_MS for each kind of
 * record (e-mail links, password resets).
 */
export function cleanupSoon(
  context: Pick<IdentityContext, 'cleanups'>,
  kind: string,
  at: number,
  remove: (at: number) => Promise<void>,
): void {
  if (at - (context.cleanups.get(kind) ?? 0) < CLEANUP_EVERY_MS) return;
  context.cleanups.set(kind, at);
  void remove(at).catch(() => undefined);
}
