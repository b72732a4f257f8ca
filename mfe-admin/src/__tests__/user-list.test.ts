import type { User } from '@ministry/contracts/user';
import { pageOf, searchUsers, USERS_PAGE_SIZE } from '../features/users/user-list';
import { makeUsers } from './fixtures';

const maria: User = {
  id: 'm',
  username: 'mgarcia',
  email: 'Maria.Garcia@Example.org',
  firstName: 'María',
  lastName: 'García',
  role: 'member',
};

describe('searchUsers', () => {
  it('finds by name (without accents), username or e-mail, every word', () => {
    const users = [...makeUsers(3), maria];
    expect(searchUsers(users, 'maria garcia')).toEqual([maria]);
    expect(searchUsers(users, 'MGARC')).toEqual([maria]);
    expect(searchUsers(users, 'garcia@example')).toEqual([maria]);
    expect(searchUsers(users, 'user2@')).toHaveLength(1);
    expect(searchUsers(users, '   ')).toHaveLength(4);
    expect(searchUsers(users, 'nobody')).toEqual([]);
  });
});

describe('pageOf', () => {
  it('pages of 50, the last one partial, out-of-range pages clamped', () => {
    const users = makeUsers(120);
    expect(USERS_PAGE_SIZE).toBe(50);
    expect(pageOf(users, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 50, total: 120 });
    expect(pageOf(users, 3)).toMatchObject({ page: 3, from: 101, to: 120 });
    expect(pageOf(users, 3).items).toHaveLength(20);
    expect(pageOf(users, 9).page).toBe(3);
    expect(pageOf(users, 0).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
