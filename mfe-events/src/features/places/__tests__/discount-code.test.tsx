import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { setLanguage } from '@ministry/platform/i18n';
import EventOccurrencePage from '../../../pages/event-occurrence';
import { occurrenceDetail } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

const PATH = '/events/r1/2025-03-22';
const PRICING: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 3000,
      earlyBirdCents: null,
      capacity: null,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 0,
  opensDaysBefore: 30,
};
const LINE = {
  id: 'l1',
  kind: 'place',
  productId: 'r1',
  name: 'Retreat',
  priceCents: 2700,
  quantity: 1,
  options: {},
};

function serve(place: FakeResponse) {
  const occurrence: OccurrenceDetail = occurrenceDetail({ pricing: PRICING, childcareLeft: null });
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return { status: 401, body: { message: 'Please sign in.' } };
    if (url === '/api/events/r1/occurrences/2025-03-22') return { body: occurrence };
    if (url === '/api/cart' && method === 'GET') return { body: [] };
    if (url === '/api/cart/place' && method === 'POST') return place;
    return undefined;
  });
}

const real = Date.now.bind(Date);
beforeEach(() => {
  const offset = Date.parse('2025-03-01T15:00:00Z') - real();
  jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => setLanguage('en'));
});

const render = () => renderPage(<EventOccurrencePage />, PATH, '/events/:id/:date');
const person = () => screen.getAllByRole('group', { name: /^(Person|Persona) 1/ })[0]!;

describe('the discount code of a registration', () => {
  it('sends the code she typed with the places', async () => {
    const calls = serve({ body: [LINE] });
    render();
    await screen.findByTestId('places-form');
    fireEvent.change(within(person()).getByLabelText('Name'), { target: { value: 'Ana Reyes' } });
    fireEvent.change(screen.getByLabelText(/^Discount code/), { target: { value: 'spring10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 place is in your cart.');
    expect(calls.find((call) => call.url === '/api/cart/place')?.body).toMatchObject({
      discountCode: 'spring10',
    });
  });

  it('says a refused code under its field and keeps what she typed', async () => {
    serve({ status: 409, body: { message: 'This discount code has been used up.' } });
    render();
    await screen.findByTestId('places-form');
    fireEvent.change(within(person()).getByLabelText('Name'), { target: { value: 'Ana Reyes' } });
    const field = screen.getByLabelText(/^Discount code/);
    fireEvent.change(field, { target: { value: 'ONCE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('This discount code has been used up.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/This discount code has been used up\./);
    expect(field).toHaveValue('ONCE');
    expect(within(person()).getByLabelText('Name')).toHaveValue('Ana Reyes');
    expect(screen.queryByText('Not enough places', { exact: false })).not.toBeInTheDocument();
  });

  it('labels the field and says the refusal in Spanish', async () => {
    await act(() => setLanguage('es'));
    serve({ status: 409, body: { message: 'Este código de descuento ha vencido.' } });
    render();
    await screen.findByTestId('places-form');
    fireEvent.change(within(person()).getByLabelText('Nombre'), { target: { value: 'Ana Reyes' } });
    const field = screen.getByLabelText(/^Código de descuento/);
    fireEvent.change(field, { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(await screen.findByText('Este código de descuento ha vencido.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
