import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { renderPage } from '../../../__tests__/test-utils';
import { makeAnnouncement, makePreview, serveOutreach } from './announcement-fixtures';

/** The admin's Announcements tab: the list, the bilingual editor, the preview and the ways to send. */

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const open = (query: string) =>
  renderPage(<AdminDashboardPage />, `/admin?tab=announcements${query}`, '/admin');
const location = () => screen.getByTestId('location').textContent;

describe('the announcements list', () => {
  it('lists the newest first, each with its state and an Edit or View named by its subject', async () => {
    serveOutreach([
      makeAnnouncement('old', {
        subject: 'Easter',
        state: 'sent',
        queued: 380,
        sentAt: '2030-04-01T14:00:00.000Z',
      }),
      makeAnnouncement('new', { subject: 'Christmas', createdAt: '2030-12-01T15:00:00.000Z' }),
    ]);
    open('');
    const table = await screen.findByTestId('admin-announcements');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Christmas',
      'Easter',
    ]);
    expect(within(rows[1]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('380')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('News')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Christmas' }));
    expect(location()).toBe('/admin?tab=announcements&announcement=new');
  });
});

describe('the announcement editor', () => {
  it('refuses an empty English subject with the translated message and keeps what was typed', async () => {
    const calls = serveOutreach([]);
    await act(() => setLanguage('es'));
    open('&announcement=new');
    fireEvent.change(await screen.findByLabelText(/^Mensaje \(inglés\)/), { target: { value: 'Join us.' } });
    fireEvent.change(screen.getByLabelText(/^Asunto \(español\)/), {
      target: { value: 'Cultos de Navidad' },
    });
    fireEvent.click(await screen.findByLabelText('Noticias (400 suscriptores)'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Escriba el asunto en inglés.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Asunto \(inglés\)/)).toHaveFocus();
    expect(screen.getByLabelText(/^Mensaje \(inglés\)/)).toHaveValue('Join us.');
    expect(screen.getByLabelText(/^Asunto \(español\)/)).toHaveValue('Cultos de Navidad');
    expect(screen.getByLabelText('Noticias (400 suscriptores)')).toBeChecked();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a list, then saves the draft and opens it', async () => {
    const calls = serveOutreach([]);
    open('&announcement=new');
    fireEvent.change(await screen.findByLabelText(/^Subject \(English\)/), {
      target: { value: 'Christmas services' },
    });
    fireEvent.change(screen.getByLabelText(/^Message \(English\)/), { target: { value: 'Join us.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose at least one list.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Donor updates (1 subscriber)'));
    fireEvent.click(screen.getByLabelText('Show in the public archive'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        subject: 'Christmas services',
        body: 'Join us.',
        subjectEs: '',
        bodyEs: '',
        lists: ['donors'],
        public: true,
      }),
    );
    await waitFor(() => expect(location()).toBe('/admin?tab=announcements&announcement=a-new'));
    expect(await screen.findByRole('heading', { name: 'Edit the announcement' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject \(English\)/)).toHaveValue('Christmas services');
  });
});

describe('the preview', () => {
  it('shows both languages and how many Spanish speakers get the English text', async () => {
    serveOutreach([makeAnnouncement('a1')]);
    open('&announcement=a1');
    expect(await screen.findByTestId('announcement-audience')).toHaveTextContent(
      '412 recipients: 300 English, 112 Spanish, of whom 40 get the English text because the Spanish one is empty.',
    );
    expect(screen.getByTitle('English e-mail: Christmas services')).toHaveAttribute('sandbox', '');
    expect(screen.getByTitle('Spanish e-mail: Christmas services')).toHaveAttribute(
      'srcdoc',
      '<p>Join us</p>',
    );
  });

  it('says it in Spanish, one at a time, and leaves out a fallback of none', async () => {
    serveOutreach([makeAnnouncement('a1')], makePreview({ total: 1, english: 0, spanish: 1, fallback: 1 }));
    await act(() => setLanguage('es'));
    const first = open('&announcement=a1');
    expect(await screen.findByTestId('announcement-audience')).toHaveTextContent(
      '1 destinatario: 0 en inglés, 1 en español, de los cuales 1 recibe el texto en inglés porque el español está vacío.',
    );
    first.unmount();
    serveOutreach([makeAnnouncement('a1')], makePreview({ total: 2, english: 1, spanish: 1, fallback: 0 }));
    open('&announcement=a1');
    expect(await screen.findByTestId('announcement-audience')).toHaveTextContent(
      /^2 destinatarios: 1 en inglés, 1 en español\.$/,
    );
  });
});

describe('sending', () => {
  it('asks before sending now, naming how many get it', async () => {
    const calls = serveOutreach([makeAnnouncement('a1')]);
    open('&announcement=a1');
    await screen.findByTestId('announcement-audience');
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the announcement now?' });
    expect(dialog).toHaveTextContent('It goes to 412 recipients at once.');
    expect(calls.some((call) => call.url.endsWith('/schedule'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.endsWith('/schedule'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const again = await screen.findByRole('dialog', { name: 'Send the announcement now?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/schedule'))).toEqual({
        method: 'POST',
        url: '/api/admin/announcements/a1/schedule',
        body: { at: '' },
      }),
    );
    expect(await screen.findByText('Sending: 412 messages queued.')).toBeInTheDocument();
  });

  it('sends a test to her, and waits for unsaved edits first', async () => {
    const calls = serveOutreach([makeAnnouncement('a1')]);
    open('&announcement=a1');
    const test = await screen.findByRole('button', { name: 'Send a test to me' });
    fireEvent.change(screen.getByLabelText(/^Subject \(English\)/), { target: { value: 'Changed' } });
    expect(test).toBeDisabled();
    expect(screen.getByText(/^Save the draft first/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Subject \(English\)/), { target: { value: 'Subject a1' } });
    expect(test).toBeEnabled();
    fireEvent.click(test);
    expect(await screen.findByText('Test sent')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/test'))).toHaveLength(1);
  });

  it('schedules at a New York time, refuses one in the past, and goes back to draft', async () => {
    const calls = serveOutreach([makeAnnouncement('a1')]);
    open('&announcement=a1');
    const at = await screen.findByLabelText('Send at (New York time)');
    fireEvent.change(at, { target: { value: '2001-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a time in the future, or send now.')).toBeInTheDocument();
    expect(at).toHaveValue('2001-01-01T09:00');
    expect(calls.some((call) => call.url.endsWith('/schedule'))).toBe(false);

    fireEvent.change(at, { target: { value: '2099-03-04T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/schedule'))?.body).toEqual({
        at: '2099-03-04T14:30:00.000Z',
      }),
    );
    expect(await screen.findByText(/^Scheduled for March 4, 2099 at 9:30/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/unschedule'))).toBe(true);
  });
});

describe('the mailing lists', () => {
  it('adds a list, refusing an id that is not lower-case words first', async () => {
    const calls = serveOutreach([]);
    open('');
    const section = (await screen.findByRole('heading', { name: /^Mailing lists/ })).closest('section')!;
    expect(await within(section).findByText('400')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Close list News' })).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a mailing list' });
    fireEvent.change(within(dialog).getByLabelText(/^Id/), { target: { value: 'Prayer Team' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(English\)/), {
      target: { value: 'Prayer team' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(Spanish\)/), {
      target: { value: 'Equipo de oración' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the list' }));
    expect(await within(dialog).findByText('That mailing list does not exist.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Id/), { target: { value: 'prayer-team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the list' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        id: 'prayer-team',
        name: 'Prayer team',
        nameEs: 'Equipo de oración',
        description: '',
        descriptionEs: '',
        public: true,
        closed: false,
        criteria: null,
      }),
    );
    expect(await screen.findByText('List added')).toBeInTheDocument();
  });
});
