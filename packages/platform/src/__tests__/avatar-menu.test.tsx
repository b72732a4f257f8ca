import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@ministry/contracts/user';
import { AvatarMenu } from '../avatar-menu';
import { setLanguage } from '../i18n';
import { mockFetch, renderPage } from '../testing';

const person = (role: User['role']): User => ({
  id: `u-${role}`,
  username: role.replace('_', ''),
  email: `${role}@example.org`,
  firstName: 'Lydia',
  lastName: 'Purple',
  role,
});

async function openMenu(user: User) {
  mockFetch((url) => (url === '/api/auth/user' ? { body: user } : undefined));
  renderPage(<AvatarMenu user={user} />);
  await screen.findByRole('button', { name: 'LP, account menu for Lydia Purple' });
  // The session is read in the background: the links follow its role once it has loaded.
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: 'LP, account menu for Lydia Purple' }));
  // The menu opens, then popper places it under the toggle's end (an update of its own).
  const menu = screen.getByRole('link', { name: 'My Account' }).closest('.dropdown-menu');
  await waitFor(() => expect(menu).toHaveAttribute('data-popper-placement', 'bottom-end'));
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the account menu’s way to the admin area', () => {
  it('is there for a content editor (the area shows her the Site content tab) and an admin', async () => {
    for (const role of ['content_editor', 'admin'] as const) {
      await openMenu(person(role));
      expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
      document.body.innerHTML = '';
    }
  });

  it('is not there for an event editor (whose session has loaded: Manage Events is there)', async () => {
    await openMenu(person('event_editor'));
    expect(await screen.findByRole('link', { name: 'Manage Events' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });
});
