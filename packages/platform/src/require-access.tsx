import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, type Session } from '@ministry/platform/session';
import { LoadingState } from '@ministry/platform/states';

/**
 * Guards a screen: a visitor goes to /login (and comes back after), a signed-in user without the
 * right goes to /not-found. The services enforce the same rules; this only spares a broken screen.
 */
export function RequireAccess({
  allow,
  children,
}: {
  allow: (session: Session) => boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.isLoading) return <LoadingState />;
  if (!session.isAuthenticated) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${back}`} replace />;
  }
  if (!allow(session)) return <Navigate to="/not-found" replace />;
  return <>{children}</>;
}
