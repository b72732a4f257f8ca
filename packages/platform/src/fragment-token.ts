import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenFromFragment } from '@ministry/contracts/auth';

/**
 * The token of a link from an e-mail (`/reset-password#token=…`, `/verify-email#…`, `/events/confirm#…`,
 * `/events/cancel#…`). It travels in the fragment, which the browser never sends to a server, a cache
 * or a log; the page reads it once, removes it from the address bar (and so from the history and
 * anything copied from it) and POSTs it. '' when the address has none.
 */
export function useFragmentToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(location.hash));
  useEffect(() => {
    if (location.hash) void navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}
