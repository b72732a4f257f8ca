import type { User } from '@ministry/contracts/user';

/** Initials from first and last name, else from the username. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const fromNames = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  return (fromNames || user.username.slice(0, 2)).toUpperCase();
}

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
