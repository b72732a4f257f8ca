import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';
import { ageOf } from '../components/system-card';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const success = (hours: number) => ({
  startedAt: hoursAgo(hours),
  finishedAt: hoursAgo(hours),
  archive: 'ministry-20260301T020000Z.archive.gz',
  bytes: 2048,
  databases: 6,
  documents: 120,
});
const okAttempt = (hours: number) => ({ startedAt: hoursAgo(hours), finishedAt: hoursAgo(hours), ok: true });
const quietWebhooks = {
  windowHours: 24,
  failedEvents: 0,
  refusedMinutes: 0,
  lastAt: null,
  recentFailures: [],
};

function serve(answers: {
  backup?: FakeResponse;
  webhooks?: FakeResponse;
  outbox?: Record<string, FakeResponse>;
}) {
  return mockFetch((url) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/system/backup') return answers.backup;
    if (url === '/api/admin/system/webhooks') return answers.webhooks ?? { body: quietWebhooks };
    const service = /^\/api\/admin\/outbox\/(\w+)$/.exec(url)?.[1];
    if (service) return answers.outbox?.[service] ?? { body: { pending: 0, failed: 0 } };
    return undefined;
  });
}

const card = () => screen.findByRole('region', { name: 'System' });

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the dashboard’s system card', () => {
  it('shows the last successful backup, its age, healthy outboxes and quiet webhooks, in both languages', async () => {
    const backup = {
      health: 'ok',
      maxAgeHours: 26,
      lastAttempt: okAttempt(3),
      lastSuccess: success(3),
      lastError: null,
    };
    serve({ backup: { body: backup }, outbox: { shop: { body: { pending: 2, failed: 0 } } } });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    const system = await card();
    const backupGroup = within(system).getByRole('group', { name: 'Last successful backup' });
    await waitFor(() =>
      expect(within(backupGroup).getByTestId('backup-health')).toHaveTextContent('Up to date'),
    );
    expect(within(backupGroup).getByTestId('backup-last-success')).toHaveTextContent('3 hours ago');
    expect(within(backupGroup).queryByTestId('backup-problem')).toBeNull();
    const outbox = within(system).getByRole('list', { name: 'E-mail outbox by service' });
    expect(outbox).toHaveTextContent('Accounts: OK');
    expect(outbox).toHaveTextContent('Shop: 2 waiting');
    expect(within(system).getByRole('group', { name: 'Payment webhooks, last 24 hours' })).toHaveTextContent(
      'No failures',
    );

    await act(() => setLanguage('es'));
    const sistema = await screen.findByRole('region', { name: 'Sistema' });
    const copia = within(sistema).getByRole('group', { name: 'Última copia de seguridad correcta' });
    expect(copia).toHaveTextContent('Al día');
    expect(copia).toHaveTextContent('hace 3 horas');
    expect(within(sistema).getByRole('list', { name: 'Cola de correo por servicio' })).toHaveTextContent(
      'Tienda: 2 en espera',
    );
    expect(
      within(sistema).getByRole('group', { name: 'Webhooks de pagos, últimas 24 horas' }),
    ).toHaveTextContent('Sin fallos');
  });

  it('says the backups are failing when the last run failed or the last success is too old', async () => {
    const failed = {
      startedAt: hoursAgo(1),
      finishedAt: hoursAgo(1),
      ok: false,
      error: 'cannot reach the database',
    };
    serve({
      backup: {
        body: {
          health: 'failing',
          maxAgeHours: 26,
          lastAttempt: failed,
          lastSuccess: success(25),
          lastError: null,
        },
      },
    });
    const first = renderPage(<AdminDashboardPage />, '/admin', '/admin');
    let group = within(await card()).getByRole('group', { name: 'Last successful backup' });
    await waitFor(() => expect(within(group).getByTestId('backup-health')).toHaveTextContent('Failing'));
    expect(within(group).getByTestId('backup-problem')).toHaveTextContent(
      'failed: cannot reach the database',
    );
    first.unmount();

    serve({
      backup: {
        body: {
          health: 'failing',
          maxAgeHours: 26,
          lastAttempt: okAttempt(50),
          lastSuccess: success(50),
          lastError: null,
        },
      },
    });
    const second = renderPage(<AdminDashboardPage />, '/admin', '/admin');
    group = within(await card()).getByRole('group', { name: 'Last successful backup' });
    await waitFor(() =>
      expect(within(group).getByTestId('backup-last-success')).toHaveTextContent('2 days ago'),
    );
    expect(within(group).getByTestId('backup-problem')).toHaveTextContent(
      'No successful backup in the last 26 hours.',
    );
    second.unmount();

    serve({
      backup: {
        body: { health: 'missing', maxAgeHours: 26, lastAttempt: null, lastSuccess: null, lastError: null },
      },
    });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    group = within(await card()).getByRole('group', { name: 'Last successful backup' });
    await waitFor(() => expect(within(group).getByTestId('backup-health')).toHaveTextContent('Missing'));
    expect(within(group).getByTestId('backup-last-success')).toHaveTextContent(
      'No backup has been made yet.',
    );
  });

  it('shows failing webhooks, undelivered e-mail, and what could not be asked', async () => {
    serve({
      backup: { status: 502, body: { message: 'Bad gateway' } },
      webhooks: { body: { ...quietWebhooks, failedEvents: 2, refusedMinutes: 1, lastAt: hoursAgo(1) } },
      outbox: {
        billing: { body: { pending: 0, failed: 3 } },
        events: { status: 502, body: { message: 'down' } },
      },
    });
    renderPage(<AdminDashboardPage />, '/admin', '/admin');
    const system = await card();
    const hooks = within(system).getByRole('group', { name: 'Payment webhooks, last 24 hours' });
    await waitFor(() => expect(hooks).toHaveTextContent('2 events failed'));
    expect(hooks).toHaveTextContent('Deliveries refused in 1 minute');
    expect(hooks).toHaveTextContent('Last problem:');
    const outbox = within(system).getByRole('list', { name: 'E-mail outbox by service' });
    expect(outbox).toHaveTextContent('Subscriptions: 3 undelivered');
    expect(outbox).toHaveTextContent('Events: Not available');
    await waitFor(() =>
      expect(within(system).getByRole('group', { name: 'Last successful backup' })).toHaveTextContent(
        'Not available',
      ),
    );
  });

  it('tells an age as just now, in minutes, hours, then days', () => {
    const now = Date.parse('2026-03-03T12:00:00Z');
    expect(ageOf('2026-03-03T11:59:30Z', now)).toEqual({ unit: 'now', count: 0 });
    expect(ageOf('2026-03-03T11:15:00Z', now)).toEqual({ unit: 'minutes', count: 45 });
    expect(ageOf('2026-03-03T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf('2026-03-01T11:00:00Z', now)).toEqual({ unit: 'days', count: 2 });
  });
});
