import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@ministry/contracts/cart';
import type { Fund } from '@ministry/contracts/giving';
import { setLanguage } from '@ministry/platform/i18n';
import { dismissToast } from '@ministry/platform/toast';
import CartPage from '../pages/cart';
import {
  cartItem,
  GIFT_LINE,
  mockFetch,
  renderPage,
  RESOURCE_LINE,
  TEE,
  type FakeResponse,
  type Handler,
} from './test-utils';

function fund(id: string, name: string, nameEs: string): Fund {
  const text = { description: '', descriptionEs: '', goalCents: null, raisedCents: 0, archived: false };
  return { id, name, nameEs, ...text };
}
const FUNDS = [
  fund('f-general', 'General Fund', 'Fondo general'),
  fund('f-building', 'Building Fund', 'Fondo de construcción'),
];

/** A fake shop holding one cart, and billing's funds; `gift` answers POST /api/cart/gift. */
function service(initial: CartItem[], gift?: (body: unknown) => FakeResponse | undefined): Handler {
  let cart = initial;
  return (method, url, body) => {
    if (url === '/api/auth/user') return { status: 401 };
    if (url === '/api/giving/funds') return { body: FUNDS };
    if (url === '/api/cart' && method === 'GET') return { body: cart };
    if (url === '/api/cart/gift' && method === 'POST') {
      const refused = gift?.(body);
      if (refused) return refused;
      const { fundId, giftCents } = body as { fundId: string; giftCents: number };
      const named = FUNDS.find((one) => one.id === fundId)!;
      const line = { ...GIFT_LINE, id: `gift-${fundId}`, productId: fundId, priceCents: giftCents };
      cart = [
        ...cart.filter((item) => item.id !== line.id),
        { ...line, name: named.name, nameEs: named.nameEs },
      ];
      return { body: cart };
    }
    const id = /^\/api\/cart\/(.+)$/.exec(url)?.[1];
    if (id && method === 'DELETE') {
      cart = cart.filter((item) => item.id !== id);
      return { body: cart };
    }
    return undefined;
  };
}

afterEach(async () => {
  act(() => dismissToast());
  await act(() => setLanguage('en'));
});

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);

describe('/cart: lines of every kind', () => {
  it('shows a product, a gift and a resource each as what it is, with its remove button named', async () => {
    mockFetch(service([cartItem({ id: 'tee', quantity: 1 }), GIFT_LINE, RESOURCE_LINE]));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');

    const tee = rowOf('Faith Over Fear Tee');
    expect(tee.getByRole('link', { name: 'Faith Over Fear Tee' })).toHaveAttribute('href', `/shop/${TEE.id}`);
    expect(tee.getByRole('button', { name: 'Increase quantity of Faith Over Fear Tee' })).toBeInTheDocument();

    const gift = rowOf('Gift to Building Fund');
    expect(gift.getByText('Tax-deductible')).toBeInTheDocument();
    expect(gift.getAllByText('$50.00')).toHaveLength(2);
    expect(gift.queryByRole('group')).toBeNull();
    expect(gift.queryByRole('link')).toBeNull();
    expect(gift.getByRole('button', { name: 'Remove, Gift to Building Fund' })).toBeInTheDocument();

    const resource = rowOf('Ruth Bible Study Guide');
    expect(resource.getByRole('link', { name: 'Ruth Bible Study Guide' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(
      resource.getByText('Digital download — available in your account after payment'),
    ).toBeInTheDocument();
    expect(resource.queryByRole('group')).toBeNull();
    expect(resource.getByRole('button', { name: 'Remove, Ruth Bible Study Guide' })).toBeInTheDocument();

    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: $87.00');
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items'));

    await act(() => setLanguage('es'));
    expect(
      screen.getByRole('button', { name: 'Eliminar, Donativo al Fondo de construcción' }),
    ).toBeInTheDocument();
    expect(
      rowOf('Donativo al Fondo de construcción').getByText('Deducible de impuestos'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guía de estudio de Rut' })).toBeInTheDocument();
  });

  it('removes a gift by its id, said by its name, and the badge follows', async () => {
    const calls = mockFetch(service([cartItem({ id: 'tee', quantity: 1 }), GIFT_LINE]));
    renderPage(<CartPage />, '/cart', '/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove, Gift to Building Fund' }));
    expect(await screen.findByText('Gift to Building Fund was removed from your cart.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/cart/gift-1',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  });
});

describe('/cart: Add a gift', () => {
  const amount = () => screen.getByRole('textbox', { name: /^Amount in dollars/ });
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add Gift to Cart' }));

  it('checks the amount with the shared rules, then sends the fund and the cents and shows the gift', async () => {
    const calls = mockFetch(service([]));
    renderPage(<CartPage />, '/cart', '/cart');
    expect(await screen.findByRole('heading', { name: 'Add a gift' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Fund/ })).toHaveValue('f-general');

    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['2', 'The smallest gift is $5.00.'],
      ['12.345', 'Enter an amount in dollars and cents.'],
      ['20000', 'The largest gift online is $10,000.00. Please contact us for a larger gift.'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(amount(), { target: { value: typed } });
      add();
      await waitFor(() => expect(amount()).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(amount()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: /^Fund/ }), { target: { value: 'f-building' } });
    const preset = screen.getByRole('button', { name: '$100.00' });
    fireEvent.click(preset);
    expect(amount()).toHaveValue('100.00');
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    add();

    expect(await screen.findByRole('rowheader', { name: /^Gift to Building Fund/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/cart/gift', body: { fundId: 'f-building', giftCents: 10000 } },
    ]);
    expect(screen.getByText('Gift to Building Fund: $100.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
    expect(amount()).toHaveValue('');

    // Dollars as people type them.
    fireEvent.change(amount(), { target: { value: '$1,250.5' } });
    add();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]!.body).toEqual({
      fundId: 'f-building',
      giftCents: 125050,
    });
  });

  it('says the service’s refusals on the field or above the button, keeping what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: FakeResponse = {
      status: 400,
      body: { message: 'Invalid', errors: { giftCents: 'giving.amountTooLarge' } },
    };
    mockFetch(service([], () => answer));
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findByRole('heading', { name: 'Add a gift' });
    fireEvent.change(amount(), { target: { value: '75' } });
    add();
    await waitFor(() =>
      expect(amount()).toHaveAccessibleDescription(expect.stringContaining('The largest gift online')),
    );
    expect(amount()).toHaveValue('75');
    expect(screen.queryByText('Invalid')).toBeNull();

    answer = { status: 404, body: { message: 'That fund does not exist or no longer takes gifts.' } };
    fireEvent.change(amount(), { target: { value: '80' } });
    add();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That fund does not exist or no longer takes gifts.',
    );
    expect(amount()).toHaveValue('80');

    await act(() => setLanguage('es'));
    answer = { status: 503 };
    fireEvent.click(screen.getByRole('button', { name: 'Añadir donativo al carrito' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No se pudo añadir el donativo a su carrito. Inténtelo de nuevo.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /^Importe en dólares/ })).toHaveValue('80');
    expect(screen.queryAllByTestId('cart-row')).toHaveLength(0);
  });

  it('offers no gift form when the funds cannot be read', async () => {
    const shop = service([cartItem()]);
    mockFetch((method, url, body) =>
      url === '/api/giving/funds' ? { status: 503 } : shop(method, url, body),
    );
    renderPage(<CartPage />, '/cart', '/cart');
    await screen.findAllByTestId('cart-row');
    expect(screen.queryByRole('heading', { name: 'Add a gift' })).toBeNull();
  });
});
