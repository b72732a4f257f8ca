import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PurchasedResource } from '@ministry/contracts/resource';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import AccountPage from '../../../pages/account';
import { MEMBER, mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

const GRIEF: PurchasedResource = {
  resource: {
    id: 'r2',
    title: 'Walking Through Grief',
    titleEs: 'Caminar a través del duelo',
    description: 'A workbook.',
    descriptionEs: null,
    category: 'counseling',
    type: 'premium',
    priceCents: 1299,
    imageUrl: null,
    downloadable: true,
  },
  orderNumber: 'WOP-RSRC-2345',
  purchasedAt: '2026-11-20T15:05:00.000Z',
};

function serve(
  purchased: PurchasedResource[] | FakeResponse,
  link: () => FakeResponse = () => ({}),
  library: PurchasedResource['resource'][] = [],
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/auth/user') return { body: MEMBER };
    if (key === 'GET /api/subscription') return { body: { subscription: null } };
    if (key === 'GET /api/resources') return { body: library };
    if (key === 'GET /api/resources/purchased')
      return Array.isArray(purchased) ? { body: purchased } : purchased;
    if (key === 'POST /api/resources/r2/link') return link();
    return undefined;
  });
}

let assign: jest.Mock;
beforeEach(() => {
  assign = jest.fn();
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
});

afterEach(async () => {
  jest.restoreAllMocks();
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const open = () => renderPage(<AccountPage />, '/account?tab=resources', '/account');

describe('/account?tab=resources: purchased resources', () => {
  it('lists what she bought with its order and date, and asks for a fresh link at each download', async () => {
    let n = 0;
    const calls = serve([GRIEF], () => ({
      body: { url: `https://files.test/r2?sig=${++n}`, expiresAt: '2026-11-20T15:20:00.000Z' },
    }));
    open();
    const item = await screen.findByTestId('purchased-resource');
    expect(within(item).getByText('Walking Through Grief')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'WOP-RSRC-2345' })).toHaveAttribute(
      'href',
      '/account?tab=orders&order=WOP-RSRC-2345',
    );
    expect(item).toHaveTextContent('bought on Nov 20, 2026');

    const button = within(item).getByRole('button', { name: 'Download, Walking Through Grief' });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.test/r2?sig=1'));
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('https://files.test/r2?sig=2'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/resources/r2/link', body: undefined },
      { method: 'POST', url: '/api/resources/r2/link', body: undefined },
    ]);
  });

  it('says the service’s refusal and goes nowhere, in Spanish', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => setLanguage('es'));
    serve([GRIEF], () => ({ status: 403, body: { message: 'Este recurso no está en sus compras.' } }));
    open();
    const item = await screen.findByTestId('purchased-resource');
    expect(within(item).getByText('Caminar a través del duelo')).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Descargar, Caminar a través del duelo' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('No se pudo iniciar la descarga');
    expect(toast).toHaveTextContent('Este recurso no está en sus compras.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers the resources page when she has bought none', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No purchased resources yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('heading', { name: 'Purchased Resources' })).toBeInTheDocument();
  });

  it('tells her, in the whole library below, that a premium one she bought is hers (not "Subscribers only")', async () => {
    const other = { ...GRIEF.resource, id: 'r3', title: 'Parenting in Faith', titleEs: null };
    serve([GRIEF], undefined, [GRIEF.resource, other]);
    open();
    const yours = await screen.findByText('Yours: download it from Purchased Resources');
    expect(yours.parentElement).toHaveTextContent(/^Walking Through Grief/);
    expect(screen.getByText('Subscribers only').parentElement).toHaveTextContent(/^Parenting in Faith/);
  });
});
