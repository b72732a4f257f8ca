import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

/** Each service's outbox answer; a service not named has nothing queued and the budget not reached. */
function serve(outbox: Record<string, FakeResponse>) {
  return mockFetch((url) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    const service = /^\/api\/admin\/outbox\/(\w+)$/.exec(url)?.[1];
    if (service) return outbox[service] ?? { body: { pending: 0, failed: 0, budget: budget(false) } };
    return undefined;
  });
}

/** 3:00 p.m. in the browser's own time zone, as the dashboard writes it. */
const RESUMES_AT = new Date(2099, 0, 6, 15, 0, 0).toISOString();
const budget = (reached: boolean) => ({ perHour: 500, reached, resumesAt: RESUMES_AT });

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the dashboard’s hourly e-mail budget', () => {
  it('says the budget was reached, how many messages wait and when they go out, in both languages', async () => {
    serve({
      identity: { body: { pending: 40, failed: 0, budget: budget(true) } },
      events: { body: { pending: 2, failed: 1, budget: budget(true) } },
      shop: { status: 502, body: { message: 'Bad gateway' } },
    });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    const alert = await screen.findByTestId('mail-budget-reached');
    // Announced as an alert.
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('The hourly e-mail budget of 500 messages was reached.');
    expect(alert).toHaveTextContent(
      '42 messages wait in the outbox and go out when the next hour begins (3:00 PM); none is lost.',
    );
    expect(alert).toHaveTextContent('MAIL_HOURLY_BUDGET');
    expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('42 messages waiting to be sent');

    await act(() => setLanguage('es'));
    expect(alert).toHaveTextContent('Se alcanzó el límite de 500 correos por hora.');
    expect(alert).toHaveTextContent(
      '42 mensajes esperan en la cola y se enviarán cuando empiece la próxima hora (3:00 p.m.); no se pierde ninguno.',
    );
  });

  it('says nothing while the budget holds, or when the services do not report it', async () => {
    serve({ identity: { body: { pending: 3, failed: 0, budget: budget(false) } } });
    const first = renderPage(<AdminDashboardPage />, '/admin', '/admin');
    await waitFor(() => expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('3 messages'));
    expect(screen.queryByTestId('mail-budget-reached')).toBeNull();
    first.unmount();

    // An older service answers without the budget; a malformed budget is ignored.
    serve({
      identity: { body: { pending: 1, failed: 0 } },
      content: { body: { pending: 1, failed: 0, budget: { perHour: 'many', reached: true } } },
    });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    await waitFor(() => expect(screen.getByTestId('count-mail-pending')).toHaveTextContent('2 messages'));
    expect(screen.queryByTestId('mail-budget-reached')).toBeNull();
  });

  it('shows where waiting mail comes from: its kinds and the addresses held by their cap, in both languages', async () => {
    serve({
      identity: {
        body: {
          pending: 40,
          failed: 0,
          budget: { ...budget(false), ordinaryReached: true, priorityReserve: 100 },
          waiting: {
            byKind: [
              { kind: 'password-changed', lane: 'priority', pending: 38 },
              { kind: 'email-verify', lane: 'priority', pending: 2 },
            ],
            byRecipient: [{ recipient: 'a1b2c3d4e5f6', kinds: ['password-changed'], held: 7 }],
          },
        },
      },
      // A malformed source is left out, never shown raw.
      content: { body: { pending: 1, failed: 0, waiting: { byKind: [{ kind: 42 }], byRecipient: 'x' } } },
    });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    const share = await screen.findByTestId('mail-ordinary-share');
    expect(share).toHaveTextContent(
      "Ordinary e-mail used its share of this hour's budget and waits until 3:00 PM; security e-mail",
    );
    expect(screen.queryByTestId('mail-budget-reached')).toBeNull();
    const held = screen.getByTestId('mail-held');
    expect(held).toHaveTextContent('Accounts: password-changed (38), email-verify (2)');
    expect(screen.getByTestId('mail-held-recipients-identity')).toHaveTextContent(
      '7 messages to address #a1b2c3d4e5f6 held back until the next hour: it reached its hourly limit (MAIL_RECIPIENT_HOURLY_LIMIT) (password-changed)',
    );
    expect(held).not.toHaveTextContent('Contact');

    await act(() => setLanguage('es'));
    expect(share).toHaveTextContent('El correo ordinario usó su parte del límite de esta hora');
    expect(screen.getByTestId('mail-held-recipients-identity')).toHaveTextContent(
      '7 mensajes a la dirección #a1b2c3d4e5f6 retenidos hasta la próxima hora',
    );
  });
});
