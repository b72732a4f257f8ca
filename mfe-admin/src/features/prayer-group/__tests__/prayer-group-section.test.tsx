import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import { mockFetch, renderPage } from '../../../__tests__/test-utils';

/** Staff set the weekly online prayer group's link and time in the Events tab. */

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/events') return { body: [] };
    if (url === '/api/events/history') return { body: [] };
    if (url === '/api/admin/prayer-group' && (init?.method ?? 'GET') === 'GET')
      return { body: { settings: null, updatedAt: null } };
    if (url === '/api/admin/prayer-group' && init?.method === 'PUT')
      return { body: { settings: JSON.parse(String(init.body)), updatedAt: '2030-01-01T00:00:00.000Z' } };
    return undefined;
  });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

describe('the prayer group form', () => {
  it('refuses a link that is not https, then saves what staff typed', async () => {
    const calls = serve();
    renderPage(<AdminDashboardPage />, '/admin?tab=events', '/admin');
    const form = within(await section('Weekly online prayer group'));
    expect(await form.findByText('Not set yet: members are told the link is coming.')).toBeInTheDocument();
    const url = form.getByLabelText(/^Meeting link/);
    fireEvent.change(url, { target: { value: 'http://meet.example.org/prayer' } });
    fireEvent.change(form.getByLabelText(/^When \(English\)/), {
      target: { value: 'Tuesdays, 7:00–8:00 pm (New York)' },
    });
    fireEvent.change(form.getByLabelText(/^When \(Spanish\)/), {
      target: { value: 'Martes, 7:00–8:00 p. m. (Nueva York)' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save the prayer group' }));
    expect(await form.findByText('Enter the meeting link as an https:// address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(url, { target: { value: 'https://meet.example.org/prayer' } });
    fireEvent.click(form.getByRole('button', { name: 'Save the prayer group' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        url: 'https://meet.example.org/prayer',
        when: 'Tuesdays, 7:00–8:00 pm (New York)',
        whenEs: 'Martes, 7:00–8:00 p. m. (Nueva York)',
        note: '',
        noteEs: '',
      }),
    );
    expect(await screen.findByText('Prayer group saved')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    serve();
    await act(() => setLanguage('es'));
    renderPage(<AdminDashboardPage />, '/admin?tab=events', '/admin');
    const form = within(await section('Grupo de oración semanal en línea'));
    fireEvent.change(await form.findByLabelText(/^Enlace de la reunión/), {
      target: { value: 'no es un enlace' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Guardar el grupo de oración' }));
    expect(
      await form.findByText('Escriba el enlace de la reunión como una dirección https://.'),
    ).toBeInTheDocument();
    expect(form.getAllByText('Indique cuándo se reúne el grupo.')).toHaveLength(2);
  });
});
