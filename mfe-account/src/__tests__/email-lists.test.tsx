import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MailingListSummary, MyMailingLists } from '@ministry/contracts/outreach';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../pages/account';
import RegisterPage from '../pages/register';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from './test-utils';

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const NEWS: MailingListSummary = {
  id: 'news',
  name: 'Ministry news',
  nameEs: 'Noticias del ministerio',
  description: 'Once a month.',
  descriptionEs: 'Una vez al mes.',
};
const PRAYER: MailingListSummary = {
  id: 'prayer',
  name: 'Prayer requests',
  nameEs: 'Peticiones de oración',
  description: '',
  descriptionEs: '',
};

function account(mine: MyMailingLists, saved: FakeResponse | null = null) {
  let current = mine;
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/account/mailing-lists') return { body: current };
    if (key === 'PUT /api/account/mailing-lists') {
      if (saved) return saved;
      const { lists } = JSON.parse(String(init?.body)) as { lists: string[] };
      current = {
        ...current,
        lists: current.lists.map((list) => ({ ...list, subscribed: lists.includes(list.id) })),
      };
      return { body: current };
    }
    return undefined;
  });
}

const card = () => screen.getByRole('region', { name: 'Email lists' });

describe('the Email lists card of her account', () => {
  it('shows each open list as a switch, on only where she is subscribed, and saves her choice', async () => {
    const calls = account({
      lists: [
        { ...NEWS, subscribed: true },
        { ...PRAYER, subscribed: false },
      ],
      pendingVerification: false,
    });
    renderPage(<AccountPage />, '/account');
    const news = await screen.findByRole('switch', { name: 'Ministry news' });
    const prayer = within(card()).getByRole('switch', { name: 'Prayer requests' });
    expect(news).toBeChecked();
    expect(news).toHaveAccessibleDescription('Once a month.');
    expect(prayer).not.toBeChecked();
    expect(screen.queryByTestId('email-lists-pending')).toBeNull();

    fireEvent.click(news);
    fireEvent.click(prayer);
    fireEvent.click(within(card()).getByRole('button', { name: 'Save my email lists' }));
    expect(await screen.findByText('Email lists saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/account/mailing-lists',
      body: { lists: ['prayer'] },
    });
    expect(within(card()).getByRole('switch', { name: 'Ministry news' })).not.toBeChecked();
    expect(within(card()).getByRole('switch', { name: 'Prayer requests' })).toBeChecked();
  });

  it('in Spanish, with the note while her address is not verified', async () => {
    await act(() => setLanguage('es'));
    account({ lists: [{ ...NEWS, subscribed: false }], pendingVerification: true });
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByRole('switch', { name: 'Noticias del ministerio' })).not.toBeChecked();
    expect(screen.getByTestId('email-lists-pending')).toHaveTextContent(
      'Su correo electrónico aún no está confirmado',
    );
  });

  it('keeps her choice and says so when saving fails', async () => {
    account({ lists: [{ ...NEWS, subscribed: false }], pendingVerification: false }, { status: 503 });
    renderPage(<AccountPage />, '/account');
    fireEvent.click(await screen.findByRole('switch', { name: 'Ministry news' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Save my email lists' }));
    expect((await screen.findAllByText('Your email lists could not be saved')).length).toBeGreaterThan(0);
    expect(within(card()).getByRole('switch', { name: 'Ministry news' })).toBeChecked();
  });
});

describe('the lists on the registration form', () => {
  it('offers the public lists unchecked, and sends the ones she chose as `lists`', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/user') return { status: 401 };
      if (url === '/api/mailing-lists') return { body: [NEWS, PRAYER] };
      if (url === '/api/auth/register' && init?.method === 'POST') return { status: 201, body: {} };
      return undefined;
    });
    renderPage(<RegisterPage />, '/register');
    const group = await screen.findByRole('group', { name: 'Send me…' });
    const prayer = within(group).getByRole('checkbox', { name: 'Prayer requests' });
    expect(within(group).getByRole('checkbox', { name: 'Ministry news' })).not.toBeChecked();
    expect(prayer).not.toBeChecked();
    fireEvent.click(prayer);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill('Username', 'ruth');
    fill('Email Address', 'ruth@example.org');
    fill('Password', 'walk in faith daily');
    fill('Confirm Password', 'walk in faith daily');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/register')?.body).toMatchObject({
      username: 'ruth',
      lists: ['prayer'],
    });
  });
});
