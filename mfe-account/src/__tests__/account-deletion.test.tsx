import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import AccountDeletionPage from '../pages/account-deletion';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const WRONG = 'The current password is not correct.';

/** The identity service: her session, her request's answer, the link's answer. */
function service(options: { request?: FakeResponse; confirm?: FakeResponse } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: MEMBER };
    if (url === '/api/account/deletion' && init?.method === 'POST')
      return options.request ?? { status: 202, body: {} };
    if (url === '/api/account/deletion/confirm' && init?.method === 'POST')
      return options.confirm ?? { body: { deletionDueAt: '2026-12-16T17:00:00.000Z' } };
    return undefined;
  });
}

describe('Delete my account', () => {
  it('asks her password in a dialog, keeps it on a refusal, then says to check her email', async () => {
    const calls = service({ request: { status: 400, body: { message: WRONG } } });
    renderPage(<DeleteAccountSection />, '/account');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(password).toHaveValue('not it');
    expect(dialog).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/account/deletion')).toEqual([
      { method: 'POST', url: '/api/account/deletion', body: { password: 'not it' } },
    ]);
  });

  it('says to check her email once the link is sent', async () => {
    service();
    renderPage(<DeleteAccountSection />, '/account');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    fireEvent.change(await screen.findByLabelText('Password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Check your email/);
  });
});

describe('/account-deletion#token=…', () => {
  it('does nothing on opening; the button confirms, and the page says when (in Spanish too)', async () => {
    await act(() => setLanguage('es'));
    const calls = service();
    renderPage(<AccountDeletionPage />, '/account-deletion#token=tok_123', '/account-deletion');
    const button = await screen.findByRole('button', { name: 'Eliminar mi cuenta en 14 días' });
    expect(calls.filter((call) => call.url === '/api/account/deletion/confirm')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su cuenta se eliminará el 16 de diciembre de 2026.',
    );
    expect(calls.filter((call) => call.url === '/api/account/deletion/confirm')).toEqual([
      { method: 'POST', url: '/api/account/deletion/confirm', body: { token: 'tok_123' } },
    ]);
  });

  it('explains a link that does not work', async () => {
    const invalid = 'This confirmation link is invalid, expired or already used. Please ask for a new one.';
    service({ confirm: { status: 400, body: { message: invalid } } });
    renderPage(<AccountDeletionPage />, '/account-deletion#token=old', '/account-deletion');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account in 14 days' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });
});
