import { Link } from 'react-router-dom';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { BOOKING_PATH, SIGN_IN_TO_BOOK } from '../catalogue';

/**
 * A Book button: to the member's booking screen when she is signed in, else to the sign-in that
 * leads there. The session is hers alone: read after hydration only, so the server's page (and any
 * cached copy) is a visitor's. `about` completes its accessible name after the visible label
 * ("Book: Initial consultation").
 */
export function BookLink({ label, about, className }: { label: string; about?: string; className: string }) {
  const { isAuthenticated } = useSession();
  const hydrated = useHydrated();
  return (
    <Link to={hydrated && isAuthenticated ? BOOKING_PATH : SIGN_IN_TO_BOOK} className={className}>
      {label}
      {about && <span className="visually-hidden">: {about}</span>}
    </Link>
  );
}
