import { act, fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@ministry/contracts/user';
import { mockFetch, renderPage } from '@ministry/platform/testing';
import { Header } from '../header';

// No remote here: the cart badge shows its plain link.
jest.mock('../../remotes/remote-loader', () => ({
  loadRemoteComponent: jest.fn(() => new Promise(() => undefined)),
  resetRemote: jest.fn(async () => undefined),
}));

const PHOEBE = {
  id: 'u1',
  username: 'phoebe',
  firstName: 'Phoebe',
  lastName: 'Deacon',
  email: 'phoebe@example.com',
  role: 'member',
  preferredLanguage: 'en',
} as unknown as User;

/** `/api/auth/user` held until the test answers it; every other path is not found. */
function heldSession() {
  let answer: (user: User | null) => void = () => undefined;
  mockFetch((url) =>
    url === '/api/auth/user'
      ? new Promise((resolve) => {
          answer = (user) => resolve(user ? { body: user } : { status: 401, body: { message: 'no' } });
        })
      : undefined,
  );
  return (user: User | null) => act(async () => answer(user));
}

describe('the mobile menu', () => {
  it('stays open when her session arrives after she opened it', async () => {
    const answer = heldSession();
    renderPage(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await answer(PHOEBE);
    expect(await screen.findByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when she signs out', async () => {
    const answer = heldSession();
    renderPage(<Header />);
    await answer(PHOEBE);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    mockFetch((url) =>
      url === '/api/auth/logout'
        ? { status: 204 }
        : url === '/api/auth/user'
          ? { status: 401, body: { message: 'no' } }
          : undefined,
    );
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Logout' }));
    expect(await within(menu).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
