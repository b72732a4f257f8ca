import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { isAdminUser, isEventEditorUser, type User } from '@ministry/contracts/user';
import { ApiError, apiGet, apiSend } from '@ministry/platform/api';

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
