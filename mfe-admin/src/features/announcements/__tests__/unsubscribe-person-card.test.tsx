import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { renderPage } from '../../../__tests__/test-utils';
import { serveOutreach } from './announcement-fixtures';

/** "Unsubscribe a person" under the mailing lists: a request by mail, phone or letter (issue 44). */

const UNREAD = {
  en: "No unsubscribe code or e-mail address was found. Paste the e-mail's subject, or write only the person's address.",
  es: 'No se encontró un código de baja ni un correo electrónico. Pegue el asunto del correo, o escriba solo la dirección de la persona.',
};

afterEach(async () => {
  await act(() => setLanguage('en'));
});

/** The tab with the identity service's answer to the unsubscribe route (its calls recorded). */
function serve(answer: (request: string) => { status: number; body: unknown }) {
  const calls = serveOutreach([]);
  const fetchLists = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/admin/mailing-lists/unsubscribe') {
      const body = JSON.parse(String(init?.body)) as { request: string };
      calls.push({ method: 'POST', url: String(input), body });
      const { status, body: reply } = answer(body.request);
      return {
        ok: status < 300,
        status,
        statusText: String(status),
        headers: { get: () => null },
        text: async () => JSON.stringify(reply),
      } as unknown as Response;
    }
    return fetchLists(input, init);
  }) as typeof fetch;
  return calls;
}

async function card(title: RegExp) {
  renderPage(<AdminDashboardPage />, '/admin?tab=announcements', '/admin');
  return (await screen.findByRole('heading', { name: title })).closest('section')!;
}

it('sends the pasted e-mail, says what was done, and clears the box', async () => {
  const calls = serve(() => ({ status: 200, body: { lists: 1, by: 'token' } }));
  const section = await card(/^Unsubscribe a person/);
  const box = within(section).getByLabelText(/^Unsubscribe e-mail or address/);
  fireEvent.change(box, { target: { value: 'Subject: unsubscribe news.abc' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Unsubscribe' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Done: unsubscribed from the list.');
  expect(calls.filter((call) => call.url.endsWith('/unsubscribe'))).toEqual([
    expect.objectContaining({ body: { request: 'Subject: unsubscribe news.abc' } }),
  ]);
  await waitFor(() => expect(box).toHaveValue(''));
});

it("says how many lists an address was on, in Spanish; the service's refusal keeps what was typed", async () => {
  serve((request) =>
    request.includes('@')
      ? { status: 200, body: { lists: 2, by: 'email' } }
      : { status: 400, body: { message: UNREAD.es } },
  );
  await act(() => setLanguage('es'));
  const section = await card(/^Dar de baja a una persona/);
  const box = within(section).getByLabelText(/^Correo de baja o dirección/);
  fireEvent.change(box, { target: { value: 'bórrenme por favor' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Dar de baja' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(UNREAD.es);
  expect(box).toHaveValue('bórrenme por favor');

  fireEvent.change(box, { target: { value: 'ruth@example.org' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Dar de baja' }));
  expect(await within(section).findByRole('status')).toHaveTextContent(
    'Listo: la dirección quedó fuera de todas las listas (estaba en 2).',
  );
  expect(within(section).queryByRole('alert')).toBeNull();
});

it('asks for the text before sending anything', async () => {
  const calls = serve(() => ({ status: 200, body: { lists: 0, by: 'email' } }));
  const section = await card(/^Unsubscribe a person/);
  fireEvent.click(within(section).getByRole('button', { name: 'Unsubscribe' }));
  expect(
    await within(section).findByText(
      "Paste the unsubscribe e-mail's subject or body, or write the person's e-mail address.",
    ),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.url.endsWith('/unsubscribe'))).toBe(false);
});
