import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { renderPage } from '../../../__tests__/test-utils';
import { serveOutreach } from './announcement-fixtures';

/** "Who is on it" in the mailing list dialog: people who subscribe, or by criteria (issue 44). */

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

async function openDialog() {
  renderPage(<AdminDashboardPage />, '/admin?tab=announcements', '/admin');
  const section = (await screen.findByRole('heading', { name: /^Mailing lists/ })).closest('section')!;
  fireEvent.click(within(section).getByRole('button', { name: 'Add a list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a mailing list' });
  fireEvent.change(within(dialog).getByLabelText(/^Id/), { target: { value: 'retreat' } });
  fireEvent.change(within(dialog).getByLabelText(/^Name \(English\)/), { target: { value: 'Retreat' } });
  fireEvent.change(within(dialog).getByLabelText(/^Name \(Spanish\)/), { target: { value: 'Retiro' } });
  return dialog;
}

it('saves a list by criteria: an event by its id, refused with the translated message until it is one', async () => {
  const calls = serveOutreach([]);
  const dialog = await openDialog();
  expect(within(dialog).getByLabelText('People who subscribe')).toBeChecked();
  fireEvent.click(within(dialog).getByLabelText('By criteria'));
  fireEvent.change(within(dialog).getByLabelText(/^Criteria/), { target: { value: 'event' } });
  // No events at hand in this test: the event's id is typed.
  const id = within(dialog).getByLabelText(/^Event's id/);
  fireEvent.change(id, { target: { value: 'retreat-2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the list' }));
  expect(
    await within(dialog).findByText("An event's id is 24 characters, digits and the letters a to f."),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByLabelText(/^Event's id/), {
    target: { value: '0123456789abcdef01234567' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the list' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      id: 'retreat',
      criteria: { kind: 'event', eventId: '0123456789abcdef01234567' },
    }),
  );
});

it('offers the plans with "Any plan", in Spanish too', async () => {
  const calls = serveOutreach([]);
  await act(() => setLanguage('es'));
  renderPage(<AdminDashboardPage />, '/admin?tab=announcements', '/admin');
  const section = (await screen.findByRole('heading', { name: /^Listas de correo/ })).closest('section')!;
  fireEvent.click(within(section).getByRole('button', { name: 'Agregar una lista' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Identificador/), { target: { value: 'miembros' } });
  fireEvent.change(within(dialog).getByLabelText(/^Nombre \(inglés\)/), { target: { value: 'Members' } });
  fireEvent.change(within(dialog).getByLabelText(/^Nombre \(español\)/), { target: { value: 'Miembros' } });
  fireEvent.click(within(dialog).getByLabelText('Por criterios'));
  const plan = within(dialog).getByLabelText(/^Plan/);
  expect(
    within(plan)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Cualquier plan', 'Esencial', 'Crecimiento', 'Transformación']);
  fireEvent.change(plan, { target: { value: 'growth' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^Guardar/ }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      criteria: { kind: 'plan', planId: 'growth' },
    }),
  );
});
