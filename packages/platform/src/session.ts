import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Language } from '@ministry/contracts/language';
import { isAdminUser, isContentEditorUser, isEventEditorUser, type User } from '@ministry/contracts/user';
import { ApiError, apiGet, apiSend } from '@ministry/platform/api';
import { setLanguage } from '@ministry/platform/i18n';

export const CURRENT_USER_KEY = '/api/auth/user';

/** The current user, or null for a visitor (401). Other failures are errors. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiGet<User>(CURRENT_USER_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface Session {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isEventEditor: boolean;
  /** Admins and content editors: the admin area opens for them (a content editor sees its Site content tab alone). */
  isContentEditor: boolean;
  /** Fetches the current user again (after login, logout or a profile change). */
  refresh: () => Promise<unknown>;
}

export function useSession(): Session {
  const { data, isLoading, mutate } = useSWR<User | null>(CURRENT_USER_KEY, fetchCurrentUser, {
    shouldRetryOnError: false,
  });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isAdmin: isAdminUser(user),
    isEventEditor: isEventEditorUser(user),
    isContentEditor: isContentEditorUser(user),
    refresh: () => mutate(),
  };
}

/** Signs out, refreshes the session everywhere and goes to the home page; a failure is logged, nothing changes. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { refresh } = useSession();
  return async () => {
    try {
      await apiSend('POST', '/api/auth/logout');
      await refresh();
      void navigate('/');
    } catch (error) {
      console.error('Logout failed:', error);
    }
  };
}

/**
 * What a language switch does: the site changes language at once (and remembers it in this browser);
 * a signed-in member's choice is also saved on her account (PUT /api/account/language), so her
 * e-mails follow it. Quietly: a failed save shows nothing, the switch itself has worked. (Here, not
 * in a module of its own, because every visitor's first page loads it: each module costs bytes.)
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!user || user.preferredLanguage === language) return;
      try {
        await apiSend('PUT', '/api/account/language', { language });
        await mutate<User | null>(
          CURRENT_USER_KEY,
          (current) => (current ? { ...current, preferredLanguage: language } : current),
          { revalidate: false },
        );
      } catch {
        // Not worth an error toast: the next switch (or the Profile tab) saves it again.
      }
    },
    [user, mutate],
  );
}
