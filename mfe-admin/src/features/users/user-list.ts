import type { User } from '@ministry/contracts/user';

/** Users per page; the pager shows only when there are more. */
export const USERS_PAGE_SIZE = 50;

/** Lowercase without accents, so "maria" finds "María". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Users whose name, username or e-mail contains every word of the query. */
export function searchUsers(users: User[], query: string): User[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return users;
  return users.filter((user) => {
    const haystack = fold(
      [user.firstName, user.lastName, user.username, user.email].filter(Boolean).join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export interface UserPage {
  items: User[];
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
}

/** One page of a list (pages count from 1; a page past the end shows the last one). */
export function pageOf(users: User[], page: number, size = USERS_PAGE_SIZE): UserPage {
  const total = users.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const items = users.slice(start, start + size);
  return { items, page: current, pageCount, from: total ? start + 1 : 0, to: start + items.length, total };
}
