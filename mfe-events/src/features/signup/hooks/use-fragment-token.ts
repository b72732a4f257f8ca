import { useEffect, useState } from 'react';

/** The `token` of the address's fragment (`/events/confirm#token=…`), or ''. */
function tokenOfFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * A link from an e-mail carries its token in the fragment, which the browser never sends to the
 * server. The page reads it, then removes it from the address bar (and so from the history and
 * anything copied from it); the token lives on in the page's state only, and is POSTed.
 */
export function useFragmentToken(): string {
  const [token] = useState(() => tokenOfFragment(window.location.hash));
  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return token;
}
