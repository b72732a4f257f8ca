import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionResponse } from '@ministry/contracts/billing';
import type { User } from '@ministry/contracts/user';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const ACTIVE: SubscriptionResponse = {
  subscription: {
    planId: 'growth',
    status: 'active',
    currentPeriodEnd: '2030-02-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    interval: 'month',
  },
};

function service(answers: Record<string, FakeResponse> = {}) {
  let user = MEMBER;
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key];
    if (key === 'GET /api/auth/user') return { body: user };
    if (key === 'PATCH /api/account/profile') {
      user = { ...user, ...(JSON.parse(String(init?.body)) as object) };
      return { body: user };
    }
    if (key === 'POST /api/account/email') {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      user = { ...user, pendingEmail: email };
      return { status: 202, body: user };
    }
    if (key === 'POST /api/account/email-verification') return { status: 202, body: user };
    if (key === 'GET /api/subscription') return { body: { subscription: null } };
    if (key === 'GET /api/resources') return { body: [] };
    return undefined;
  });
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('/account', () => {
  it('sends a visitor to login and back', async () => {
    mockFetch((url) => (url === '/api/auth/user' ? { status: 401 } : undefined));
    renderPage(<AccountPage />, '/account?tab=security', '/account');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Faccount%3Ftab%3Dsecurity'),
    );
  });

  it('saves the profile and shows it at once', async () => {
    const calls = service();
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByText('Signed in as Martha Reyes')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('current-email')).toHaveTextContent('martha@example.org');
    fireEvent.change(field('Last Name'), { target: { value: 'Reyes-Cruz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    // Names only: the e-mail changes with its own form.
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Martha',
      lastName: 'Reyes-Cruz',
    });
    expect(await screen.findByText('Signed in as Martha Reyes-Cruz')).toBeInTheDocument();
  });

  it('saves the language of her e-mails on the Profile tab', async () => {
    let user: User = { ...MEMBER, preferredLanguage: 'en' };
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return { body: user };
      if (url === '/api/account/language' && init?.method === 'PUT') {
        const { language } = JSON.parse(String(init.body)) as { language: 'en' | 'es' };
        user = { ...user, preferredLanguage: language };
        return { body: user };
      }
      return undefined;
    });
    renderPage(<AccountPage />, '/account');
    const select = await screen.findByLabelText(/^Preferred language/);
    expect(select).toHaveValue('en');
    expect(within(select).getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    fireEvent.change(select, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Language' }));
    expect(await screen.findByText('Language saved')).toBeInTheDocument();
    expect(screen.getByText('Our e-mails to you will be in Spanish.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/account/language', body: { language: 'es' } },
    ]);
    // The site itself stays in the language she reads it in.
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeInTheDocument();
  });

  it('says when the language could not be saved, and keeps her choice', async () => {
    service({
      'PUT /api/account/language': { status: 503, body: { message: 'The service is unavailable.' } },
    });
    renderPage(<AccountPage />, '/account');
    const select = await screen.findByLabelText(/^Preferred language/);
    fireEvent.change(select, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Language' }));
    expect(await screen.findByText('Could not save your language. Please try again.')).toBeInTheDocument();
    expect(select).toHaveValue('es');
  });

  it('shows the service’s field error on its field, focused, and keeps the input', async () => {
    service({
      'POST /api/account/email': {
        status: 400,
        body: {
          message: 'Please enter a valid email address',
          errors: { email: 'Please enter a valid email address' },
        },
      },
    });
    renderPage(<AccountPage />, '/account');
    await screen.findByText('Signed in as Martha Reyes');
    fireEvent.change(field('New e-mail address'), { target: { value: 'martha@example' } });
    fireEvent.change(field('Your current password'), { target: { value: 'old passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(field('New e-mail address')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('New e-mail address')).toHaveFocus();
    expect(field('New e-mail address')).toHaveValue('martha@example');
    expect(field('Your current password')).toHaveValue('old passphrase');
  });

  it('shows whether her address is verified, sends a new link, and changes it with her password', async () => {
    const calls = service();
    renderPage(<AccountPage />, '/account');
    await screen.findByText('Signed in as Martha Reyes');
    expect(screen.getByTestId('current-email')).toHaveTextContent('Not verified');
    fireEvent.click(screen.getByRole('button', { name: 'Send the verification e-mail again' }));
    expect(await screen.findByText('Verification e-mail sent')).toBeInTheDocument();

    fireEvent.change(field('New e-mail address'), { target: { value: 'martha@reyes.org' } });
    fireEvent.change(field('Your current password'), { target: { value: 'old passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Check your new inbox')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/account/email')?.body).toEqual({
      email: 'martha@reyes.org',
      currentPassword: 'old passphrase',
    });
    expect(await screen.findByTestId('pending-email')).toHaveTextContent(
      'Waiting for confirmation: martha@reyes.org',
    );
    // Still the old address until the link is followed.
    expect(screen.getByTestId('current-email')).toHaveTextContent('martha@example.org');
  });

  it('shows a verified address as verified, without a send button, in Spanish too', async () => {
    mockFetch((url) => (url === '/api/auth/user' ? { body: { ...MEMBER, emailVerified: true } } : undefined));
    await act(() => setLanguage('es'));
    renderPage(<AccountPage />, '/account');
    await waitFor(() => expect(screen.getByTestId('current-email')).toHaveTextContent('Verificado'));
    expect(screen.queryByRole('button', { name: 'Enviar de nuevo el correo de verificación' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar correo' })).toBeInTheDocument();
  });

  it('changes the password without sending the confirmation, and says when the current one is wrong', async () => {
    let attempts = 0;
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return { body: MEMBER };
      if (url === '/api/account/password' && init?.method === 'POST') {
        attempts++;
        return attempts === 1
          ? { status: 400, body: { message: 'The current password is not correct.' } }
          : { status: 204 };
      }
      return undefined;
    });
    renderPage(<AccountPage />, '/account?tab=security', '/account');
    const fill = () => {
      fireEvent.change(field('Current Password'), { target: { value: 'old passphrase' } });
      fireEvent.change(field('New Password'), { target: { value: 'a new passphrase' } });
      fireEvent.change(field('Confirm New Password'), { target: { value: 'a new passphrase' } });
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    };
    await screen.findByRole('heading', { name: 'Change Password' });
    fill();
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(field('New Password')).toHaveValue('a new passphrase');
    act(() => dismissToast());
    fill();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(field('Current Password')).toHaveValue(''));
    expect(calls.filter((call) => call.url === '/api/account/password').map((call) => call.body)).toEqual([
      { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
      { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
    ]);
  });

  it('asks the first admin to replace her bootstrap password, and stops asking once she has', async () => {
    let user = { ...MEMBER, role: 'admin' as const, mustChangePassword: true };
    mockFetch((url, init) => {
      if (url === '/api/auth/user') return { body: user };
      if (url === '/api/account/password' && init?.method === 'POST') {
        user = { ...user, mustChangePassword: false };
        return { status: 204 };
      }
      return undefined;
    });
    renderPage(<AccountPage />, '/account?tab=security', '/account');
    expect(await screen.findByTestId('must-change-password')).toHaveTextContent(
      'Choose your own password before you continue',
    );
    fireEvent.change(field('Current Password'), { target: { value: 'bootstrap passphrase' } });
    fireEvent.change(field('New Password'), { target: { value: 'her own long passphrase' } });
    fireEvent.change(field('Confirm New Password'), { target: { value: 'her own long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('must-change-password')).toBeNull());
  });

  it('shows no subscription with the way to the plans', async () => {
    service();
    renderPage(<AccountPage />, '/account?tab=subscription', '/account');
    expect(await screen.findByText('You have no active subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('shows an active plan and cancels it after confirmation', async () => {
    const calls = service({
      'GET /api/subscription': { body: ACTIVE },
      'POST /api/subscription/cancel': {
        body: { subscription: { ...ACTIVE.subscription!, cancelAtPeriodEnd: true } },
      },
    });
    renderPage(<AccountPage />, '/account?tab=subscription', '/account');
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Growth/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(calls.some((call) => call.url === '/api/subscription/cancel')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    expect(
      await screen.findByText('Your subscription is cancelled and stays active until February 1, 2030.'),
    ).toBeInTheDocument();
  });

  it('lists the member’s resources', async () => {
    service({
      'GET /api/resources': {
        body: [
          {
            id: 'r1',
            title: 'Finding Peace in Anxious Times',
            titleEs: 'Encontrar paz en tiempos de ansiedad',
            description: 'A guide.',
            descriptionEs: 'Una guía.',
            category: 'Personal Growth',
            type: 'free',
            price: null,
            imageUrl: null,
          },
        ],
      },
    });
    renderPage(<AccountPage />, '/account?tab=resources', '/account');
    const item = (await screen.findByText('Finding Peace in Anxious Times')).closest('li') ?? document.body;
    expect(within(item as HTMLElement).getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      '/api/resources/r1/download',
    );
  });

  it('speaks Spanish', async () => {
    service();
    await act(() => setLanguage('es'));
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByRole('tab', { name: 'Perfil' })).toBeInTheDocument();
  });
});
