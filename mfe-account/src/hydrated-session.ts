import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession, type Session } from '@ministry/platform/session';

export interface HydratedSession extends Pick<Session, 'user' | 'isLoading' | 'isAuthenticated'> {
  /** False on the server and while hydrating what it sent. */
  hydrated: boolean;
}

/**
 * The session for what a public first screen shows of a member's own (her name on /give, her
 * subscription on /subscribe): no one's on the server and while hydrating what it sent, so the
 * server's page shows nothing of hers and hydrates without a mismatch; hers, from her own request, once
 * hydrated. `isLoading` is passed through: the server knows a visitor (its data says no one is signed
 * in) from a member whose session her browser still has to read. On a page the browser rendered alone
 * it is hers from the start.
 */
export function useHydratedSession(): HydratedSession {
  const session = useSession();
  const hydrated = useHydrated();
  if (hydrated) return { ...session, hydrated };
  return { user: null, isAuthenticated: false, isLoading: session.isLoading, hydrated };
}
