import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProduct, StockAdjustment } from '@ministry/contracts/admin-product';
import { setLanguage } from '@ministry/platform/i18n';
import AdminDashboardPage from '../../../pages/admin-dashboard';
import { ADMIN } from '../../../__tests__/fixtures';
import {
  fakeHeaders,
  mockFetch,
  renderPage,
  type FakeResponse,
  type FetchCall,
} from '../../../__tests__/test-utils';

const TEE: AdminProduct = {
  id: 'p-tee',
  name: 'Faith Over Fear Tee',
  nameEs: 'Camiseta Fe sobre el miedo',
  description: 'Soft cotton.',
  descriptionEs: 'Algodón suave.',
  priceCents: 2500,
  imageUrl: '/api/products/p-tee/image',
  type: 't-shirt',
  inventory: 14,
  inventoryBySize: { S: 3, M: 1, L: 10, XL: 0, '2XL': 0 },
  stock: { S: 3, M: 1, L: 10, XL: 0, '2XL': 0 },
  held: { M: 2 },
  archived: false,
  lowStock: true,
  lowStockThreshold: 2,
};

const OLD_TEE: AdminProduct = {
  ...TEE,
  id: 'p-old',
  name: 'Be Still Retreat Tee',
  nameEs: null,
  imageUrl: '',
  stock: { S: 9, M: 9, L: 9, XL: 9, '2XL': 9 },
  held: {},
  archived: true,
  lowStock: false,
};

const HISTORY: StockAdjustment[] = [
  {
    at: '2026-03-01T15:00:00.000Z',
    by: 'grace',
    stockKey: 'M',
    change: 3,
    after: 3,
    reason: 'Initial stock',
  },
];

interface Api {
  create?: (body: unknown) => FakeResponse;
  upload?: (file: File) => FakeResponse;
  adjust?: (body: unknown) => FakeResponse;
}

/** The admin API as the shop service answers it; the image upload (a File body) is answered beside it. */
function serve(api: Api = {}): {
  calls: FetchCall[];
  uploads: { url: string; body: unknown; type?: string }[];
} {
  let products = [TEE, OLD_TEE];
  let history = [...HISTORY];
  const replace = (product: AdminProduct) => {
    products = products.some((each) => each.id === product.id)
      ? products.map((each) => (each.id === product.id ? product : each))
      : [...products, product];
    return { body: product };
  };
  const calls = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { body: ADMIN };
    if (url === '/api/admin/products' && method === 'GET') return { body: products };
    if (url === '/api/admin/products' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as AdminProduct;
      if (api.create) return api.create(body);
      return replace({ ...TEE, ...body, id: 'p-new', imageUrl: '', lowStock: false, held: {} });
    }
    const edit = /^\/api\/admin\/products\/([^/]+)$/.exec(url);
    if (edit && method === 'PUT') {
      const product = products.find((each) => each.id === edit[1])!;
      return replace({ ...product, ...(JSON.parse(String(init?.body)) as Partial<AdminProduct>) });
    }
    const action = /^\/api\/admin\/products\/([^/]+)\/(archive|restore|stock|stock-history)$/.exec(url);
    if (action) {
      const product = products.find((each) => each.id === action[1])!;
      if (action[2] === 'archive') return replace({ ...product, archived: true });
      if (action[2] === 'restore') return replace({ ...product, archived: false });
      if (action[2] === 'stock-history') return { body: history };
      const body = JSON.parse(String(init?.body)) as { stockKey: string; change: number; reason: string };
      if (api.adjust) return api.adjust(body);
      const after = (product.stock[body.stockKey] ?? 0) + body.change;
      history = [{ at: '2026-03-05T15:00:00.000Z', by: 'grace', after, ...body }, ...history];
      return replace({ ...product, stock: { ...product.stock, [body.stockKey]: after } });
    }
    return undefined;
  });
  const uploads: { url: string; body: unknown; type?: string }[] = [];
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.endsWith('/image') || init?.method !== 'POST') return jsonFetch(input, init);
    const headers = init.headers as Record<string, string>;
    uploads.push({ url, body: init.body, type: headers['Content-Type'] });
    const id = url.split('/')[4]!;
    const answer = api.upload?.(init.body as File) ?? {
      body: { ...products.find((each) => each.id === id)!, imageUrl: `/api/products/${id}/image?v=2` },
    };
    if (answer.status === undefined && answer.body) replace(answer.body as AdminProduct);
    const status = answer.status ?? 200;
    return {
      ok: status < 300,
      status,
      statusText: String(status),
      headers: fakeHeaders(),
      text: async () => JSON.stringify(answer.body),
    } as Response;
  }) as typeof fetch;
  return { calls, uploads };
}

const renderTab = (path = '/admin?tab=products') => renderPage(<AdminDashboardPage />, path, '/admin');
const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const pickFile = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Products tab', () => {
  it('lists stock per size with what is held, marks low stock in words, and filters archived products', async () => {
    serve();
    renderTab();
    await screen.findByRole('rowheader', { name: /^Faith Over Fear Tee/ });
    const tee = row('Faith Over Fear Tee');
    expect(tee).toHaveTextContent('$25.00');
    expect(tee).toHaveTextContent('T-shirt');
    expect(within(tee).getByText(/^M: 1/)).toHaveTextContent('M: 1 (2 held) (Low stock)');
    expect(within(tee).getByText(/^L: 10/)).not.toHaveClass('text-danger');
    expect(within(tee).getByTestId('low-stock')).toHaveTextContent('Low stock');
    expect(within(tee).getByRole('img', { name: 'Faith Over Fear Tee' })).toHaveAttribute(
      'src',
      '/api/products/p-tee/image',
    );
    expect(screen.queryByRole('rowheader', { name: /Be Still Retreat Tee/ })).toBeNull();

    fireEvent.change(field('Show'), { target: { value: 'archived' } });
    expect(location()).toBe('/admin?tab=products&show=archived');
    expect(await screen.findByRole('rowheader', { name: /Be Still Retreat Tee/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Faith Over Fear Tee/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore, Be Still Retreat Tee' })).toBeInTheDocument();

    fireEvent.change(field('Show'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    expect(location()).toBe('/admin?tab=products&show=all&stock=low');
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);

    await act(() => setLanguage('es'));
    expect(within(row('Faith Over Fear Tee')).getByTestId('low-stock')).toHaveTextContent(
      'Existencias bajas',
    );
    expect(screen.getByRole('button', { name: 'Reabastecer, Faith Over Fear Tee' })).toBeInTheDocument();
  });

  it('creates a bracelet with its starting stock and image, checked by the shared schema first', async () => {
    const { calls, uploads } = serve();
    renderTab();
    await screen.findByRole('rowheader', { name: /Faith Over Fear Tee/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(location()).toBe('/admin?tab=products&product=new');
    expect(await screen.findByRole('heading', { name: 'New Product' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Enter the product name')).toBeInTheDocument();
    expect(screen.getByText('Enter the product name in Spanish')).toBeInTheDocument();
    expect(screen.getByText('Enter a price')).toBeInTheDocument();
    await waitFor(() => expect(field('Name (English)')).toHaveFocus());
    await act(() => setLanguage('es'));
    expect(screen.getByText('Escriba el nombre del producto')).toBeInTheDocument();
    await act(() => setLanguage('en'));

    fireEvent.change(field('Name (English)'), { target: { value: 'Mustard Seed Bracelet' } });
    fireEvent.change(field('Name (Spanish)'), { target: { value: 'Pulsera Semilla de mostaza' } });
    fireEvent.change(field('Description (English)'), { target: { value: 'Faith as small as a seed.' } });
    fireEvent.change(field('Description (Spanish)'), { target: { value: 'Fe como una semilla.' } });
    fireEvent.change(field('Price (USD)'), { target: { value: '18.5' } });
    fireEvent.change(field('Type'), { target: { value: 'bracelet' } });
    expect(screen.queryByLabelText('M', { exact: true })).toBeNull();
    fireEvent.change(field('All birthstones'), { target: { value: '-1' } });

    // A file that is not an image, then one too large: refused here, the typed fields kept.
    pickFile(field('Image'), new File(['GIF89a'], 'cross.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    pickFile(field('Image'), huge);
    expect(
      await screen.findByText('The image is larger than 5 MB. Choose a smaller one.'),
    ).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('La imagen pesa más de 5 MB. Elige una más pequeña.')).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(field('Name (English)')).toHaveValue('Mustard Seed Bracelet');

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'bracelet.png', { type: 'image/png' });
    pickFile(field('Image'), png);
    await waitFor(() => expect(screen.queryByText(/The image is larger/)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Stock must be a whole number from 0 to 100,000')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(field('All birthstones'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/products');
    expect(created?.body).toMatchObject({
      name: 'Mustard Seed Bracelet',
      nameEs: 'Pulsera Semilla de mostaza',
      priceCents: 1850,
      type: 'bracelet',
      stock: { all: 12 },
    });
    expect(uploads).toEqual([{ url: '/api/admin/products/p-new/image', body: png, type: 'image/png' }]);
    await waitFor(() => expect(location()).toBe('/admin?tab=products'));
    const bracelet = row('Mustard Seed Bracelet');
    expect(within(bracelet).getByRole('img', { name: 'Mustard Seed Bracelet' })).toHaveAttribute(
      'src',
      '/api/products/p-new/image?v=2',
    );
    expect(bracelet).toHaveTextContent('All birthstones: 12');
  });

  it('keeps the new product open to try the image again when the upload is refused', async () => {
    const { calls } = serve({
      upload: () => ({ status: 400, body: { message: 'The file is not a JPEG, PNG or WebP image' } }),
    });
    renderTab('/admin?tab=products&product=p-tee');
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(field('Name (English)')).toHaveValue('Faith Over Fear Tee');
    expect(screen.queryByText('Starting stock')).toBeNull();
    expect(screen.getByTestId('current-image')).toHaveAttribute('src', '/api/products/p-tee/image');
    pickFile(field('Image'), new File(['not really'], 'tee.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(
      await screen.findByText('The product was saved, but its image could not be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The file is not a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=products&product=p-tee');
    const saved = calls.find((call) => call.method === 'PUT');
    expect(saved?.url).toBe('/api/admin/products/p-tee');
    expect(saved?.body).toEqual({
      name: 'Faith Over Fear Tee',
      nameEs: 'Camiseta Fe sobre el miedo',
      description: 'Soft cotton.',
      descriptionEs: 'Algodón suave.',
      priceCents: 2500,
      type: 't-shirt',
    });
  });

  it('records a restock with a reason and shows it in the stock history', async () => {
    const { calls } = serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Restock, Faith Over Fear Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Faith Over Fear Tee' });
    expect(await within(dialog).findByText('Initial stock')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Change' }));
    expect(
      await within(dialog).findByText(
        'The change must be a whole number other than 0, from -100,000 to 100,000',
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.change(within(dialog).getByLabelText('Change'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'New shipment' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Change' }));

    expect(await screen.findByText('M: 6 in stock')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/stock'))?.body).toEqual({
      stockKey: 'M',
      change: 5,
      reason: 'New shipment',
    });
    const history = await within(dialog).findByTestId('stock-history');
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      'grace' + 'M' + '+5' + '6' + 'New shipment',
    );
    expect(within(row('Faith Over Fear Tee')).getByText(/^M: 6/)).toBeInTheDocument();
  });

  it('shows a refused correction in words and keeps what was typed', async () => {
    serve({ adjust: () => ({ status: 409, body: { message: 'The stock cannot go below 0' } }) });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Restock, Faith Over Fear Tee' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Change'), { target: { value: '-50' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Count' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Change' }));
    expect(await screen.findByText('The stock cannot go below 0')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change')).toHaveValue(-50);
  });

  it('archives after asking, and restores', async () => {
    const { calls } = serve();
    renderTab('/admin?tab=products&show=all');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive, Faith Over Fear Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive product?' });
    expect(dialog).toHaveTextContent('“Faith Over Fear Tee” leaves the shop.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Product archived')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore, Faith Over Fear Tee' }));
    expect(await screen.findByText('Product restored')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/products/p-tee/archive',
      '/api/admin/products/p-tee/restore',
    ]);
  });
});
