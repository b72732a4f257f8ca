import { Link } from 'react-router-dom';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { BOOKING_PATH, SIGN_IN_TO_BOOK, visitorBookingPath } from '../catalogue';

/**
 * A Book button: to the member's booking screen when she is signed in; else, for a type open to
 * visitors (`visitorTypeId`, the initial consultation), to the visitor's booking page, and for any
 * other to the sign-in that leads to the booking screen. The session is hers alone: read after
 * hydration only, so the server's page (and any cached copy) is a visitor's. `about` completes its
 * accessible name after the visible label ("Book: Initial consultation").
 */
export function BookLink({
  label,
  about,
  className,
  visitorTypeId,
}: {
  label: string;
  about?: string;
  className: string;
  visitorTypeId?: string;
}) {
  const { isAuthenticated } = useSession();
  const hydrated = useHydrated();
  const visitorPath = visitorTypeId ? visitorBookingPath(visitorTypeId) : SIGN_IN_TO_BOOK;
  return (
    <Link to={hydrated && isAuthenticated ? BOOKING_PATH : visitorPath} className={className}>
      {label}
      {about && <span className="visually-hidden">: {about}</span>}
    </Link>
  );
}
