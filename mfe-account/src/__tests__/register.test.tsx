import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import RegisterPage from '../pages/register';
import { mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

function fillForm(confirm = 'walk in faith daily') {
  fill('Username', 'ruth');
  fill('Email Address', 'ruth@example.org');
  fill('Password', 'walk in faith daily');
  fill('Confirm Password', confirm);
  fill('First Name', 'Ruth');
}

function service(answer: FakeResponse) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/auth/register' && init?.method === 'POST') return answer;
    return undefined;
  });
}

describe('/register', () => {
  it('refuses passwords that differ, on the confirmation field, and sends nothing', async () => {
    const calls = service({ status: 201, body: {} });
    renderPage(<RegisterPage />, '/register');
    fillForm('walk in faith dai1y');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the account without sending the confirmation, then goes to login with the way back', async () => {
    const calls = service({ status: 201, body: { id: 'u2', username: 'ruth' } });
    renderPage(<RegisterPage />, '/register?redirect=%2Fsubscribe', '/register');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsubscribe'),
    );
    expect(calls.find((call) => call.url === '/api/auth/register')?.body).toEqual({
      username: 'ruth',
      email: 'ruth@example.org',
      password: 'walk in faith daily',
      firstName: 'Ruth',
      lastName: '',
      lists: [],
    });
  });

  it('shows the server’s refusal and keeps every field', async () => {
    service({ status: 409, body: { message: 'Username already exists' } });
    renderPage(<RegisterPage />, '/register');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ruth');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('walk in faith daily');
  });

  it('speaks Spanish', async () => {
    service({ status: 201, body: {} });
    await act(() => setLanguage('es'));
    renderPage(<RegisterPage />, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio')).toBeInTheDocument();
  });
});
