import useSWR from 'swr';
import type { User, UserRole } from '@ministry/contracts/user';
import { apiGet, apiSend } from '@ministry/platform/api';

export const USERS_KEY = '/api/admin/users';

/** Every user (admins only), newest first as the identity service sends them. */
export function useAdminUsers() {
  return useSWR<User[]>(USERS_KEY, apiGet, { revalidateOnMount: true });
}

export function changeUserRole(userId: string, role: UserRole): Promise<User> {
  return apiSend<User>('PATCH', `${USERS_KEY}/${encodeURIComponent(userId)}/role`, { role });
}

/** Gives or takes away access to donors' records (the server decides who may). */
export function setUserFinance(userId: string, finance: boolean): Promise<User> {
  return apiSend<User>('PUT', `${USERS_KEY}/${encodeURIComponent(userId)}/finance`, { finance });
}
