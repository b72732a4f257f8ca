import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';

/** "E-mail support within 24 hours": members' messages first while waiting, due by when, overdue once past. */

const HOUR = 60 * 60 * 1000;
const now = Date.now();
const iso = (offset: number) => new Date(now + offset).toISOString();

const message = (id: string, name: string, fields: Partial<ContactSubmission>): ContactSubmission => ({
  id,
  name,
  email: `${id}@example.org`,
  phone: null,
  subject: 'other',
  message: 'A message long enough.',
  createdAt: iso(-HOUR),
  memberSupport: false,
  replyBy: null,
  answeredAt: null,
  ...fields,
});

const member = (id: string, name: string, receivedAgo: number, answeredAt: string | null = null) =>
  message(id, name, {
    memberSupport: true,
    createdAt: iso(-receivedAgo),
    replyBy: iso(24 * HOUR - receivedAgo),
    answeredAt,
  });

function serve(submissions: ContactSubmission[]) {
  let list = submissions;
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/contact-submissions') return { body: list };
    const answered = /^\/api\/admin\/contact-submissions\/([^/]+)\/answered$/.exec(url);
    if (answered && init?.method === 'POST') {
      list = list.map((s) => (s.id === answered[1] ? { ...s, answeredAt: iso(0) } : s));
      return { body: list.find((s) => s.id === answered[1]) };
    }
    return undefined;
  });
}

const renderMessages = () => renderPage(<AdminDashboardPage />, '/admin?tab=messages', '/admin');

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('members’ messages in the Messages tab', () => {
  it('lists waiting members’ messages first, soonest due on top, and marks the overdue one', async () => {
    serve([
      message('visitor', 'Visitor Newest', { createdAt: iso(-60_000) }),
      member('recent', 'Ruth Recent', 2 * HOUR),
      member('late', 'Naomi Late', 30 * HOUR),
      member('done', 'Lydia Done', 40 * HOUR, iso(-30 * HOUR)),
    ]);
    renderMessages();
    const cards = await screen.findAllByTestId('contact-message');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'OtherNaomi Late',
      'OtherRuth Recent',
      'OtherVisitor Newest',
      'OtherLydia Done',
    ]);

    const late = within(cards[0]!).getByTestId('member-support');
    expect(late).toHaveTextContent(/Reply by .+ (EST|EDT)/);
    expect(within(late).getByText('Overdue')).toBeInTheDocument();

    const recent = within(cards[1]!).getByTestId('member-support');
    expect(recent).toHaveTextContent('Reply by');
    expect(within(recent).queryByText('Overdue')).toBeNull();

    expect(within(cards[2]!).queryByTestId('member-support')).toBeNull();
    const done = within(cards[3]!).getByTestId('member-support');
    expect(done).toHaveTextContent('Answered');
    expect(done).not.toHaveTextContent('Overdue');
  });

  it('marks one answered: it then leaves the top and is no longer overdue', async () => {
    const calls = serve([message('visitor', 'Visitor Newest', {}), member('late', 'Naomi Late', 30 * HOUR)]);
    renderMessages();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark answered, Naomi Late' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/late/answered'))).toBe(true),
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('contact-message')[0]!).getByRole('heading')).toHaveTextContent(
        'Visitor Newest',
      ),
    );
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    serve([member('late', 'Naomi Late', 30 * HOUR)]);
    await act(() => setLanguage('es'));
    renderMessages();
    const badge = await screen.findByTestId('member-support');
    expect(badge).toHaveTextContent(/Responder antes del .+/);
    expect(within(badge).getByText('Atrasado')).toBeInTheDocument();
    expect(within(badge).getByText('Miembro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como respondido, Naomi Late' })).toBeInTheDocument();
  });
});
