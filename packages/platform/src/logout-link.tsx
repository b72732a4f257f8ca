import type { ReactNode } from 'react';
import { useLogout } from '@ministry/platform/session';

/**
 * Logout as a link (the mobile menu and the admin menu have one) that signs out by POST: a
 * GET to /api/logout only asks for confirmation, so no other site can sign a member out.
 */
export function LogoutLink({ className, children }: { className?: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <a
      href="/api/logout"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void logout();
      }}
    >
      {children}
    </a>
  );
}
