import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import useSWR from 'swr';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import { setLanguage } from '@ministry/platform/i18n';
import EventOccurrencePage from '../../../pages/event-occurrence';
import { occurrenceDetail } from '../../../__tests__/fixtures';
import { mockFetch, renderPage, type FakeResponse } from '../../../__tests__/test-utils';

const PATH = '/events/r1/2025-03-22';
const OCCURRENCE_URL = '/api/events/r1/occurrences/2025-03-22';
const MEMBER = {
  id: 'u7',
  username: 'ana',
  email: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'member',
};

const PRICING: EventPricing = {
  options: [
    {
      id: 'participant',
      kind: 'participant',
      name: 'Participant',
      nameEs: 'Participante',
      priceCents: 3000,
      earlyBirdCents: 2500,
      capacity: null,
    },
    {
      id: 'childcare',
      kind: 'childcare',
      name: 'Childcare',
      nameEs: 'Cuidado infantil',
      priceCents: 1000,
      earlyBirdCents: null,
      capacity: 8,
    },
  ],
  earlyBirdUntil: null,
  groupDiscountPercent: 10,
  opensDaysBefore: 30,
};

const priced = (fields: Partial<OccurrenceDetail> = {}) =>
  occurrenceDetail({ pricing: PRICING, childcareLeft: 3, ...fields });

const CART_LINE = {
  id: 'l1',
  kind: 'place',
  productId: 'r1',
  name: "Women's Retreat Day",
  priceCents: 3500,
  quantity: 1,
  options: {},
};

/** The shared cart cache, as the header's badge reads it. */
function CartCount() {
  const { data } = useSWR<unknown[]>('/api/cart');
  return <p data-testid="cart-count">{data ? data.length : '…'}</p>;
}

function serve({
  occurrence = priced(),
  user = null as object | null,
  place,
  subscription = null as object | null,
}: {
  occurrence?: OccurrenceDetail;
  user?: object | null;
  place?: FakeResponse;
  subscription?: object | null;
} = {}) {
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user')
      return user ? { body: user } : { status: 401, body: { message: 'Please sign in.' } };
    if (url === '/api/subscription') return { body: { subscription } };
    if (url === OCCURRENCE_URL) return { body: occurrence };
    if (url === '/api/cart' && method === 'GET') return { body: [] };
    if (url === '/api/cart/place' && method === 'POST') return place ?? { body: [CART_LINE] };
    return undefined;
  });
}

const real = Date.now.bind(Date);

/** The page's clock: `day` at 10:00 in New York, moving on as time passes. */
function clockAt(day: string) {
  jest.restoreAllMocks();
  const offset = Date.parse(`${day}T15:00:00Z`) - real();
  jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
}

const render = () =>
  renderPage(
    <>
      <EventOccurrencePage />
      <CartCount />
    </>,
    PATH,
    '/events/:id/:date',
  );

const form = () => screen.findByTestId('places-form');
const people = () => screen.getAllByRole('group', { name: /^Person \d/ });
const total = () => screen.getByTestId('places-total');

beforeEach(() => clockAt('2025-03-01'));
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe('a priced date', () => {
  it('shows its options, the early-bird price and the group discount, and totals live', async () => {
    serve();
    render();
    await form();
    const options = screen.getByTestId('place-options');
    expect(options).toHaveTextContent('Participant$25.00 $30.00Early-bird price through March 8, 2025');
    expect(options).toHaveTextContent('Childcare3 childcare places left$10.00');
    expect(screen.getByTestId('group-discount')).toHaveTextContent(
      'Group discount: 10% off each place for 3 or more',
    );
    expect(total()).toHaveTextContent('Total$25.00');
    expect(total()).toHaveTextContent('Early-bird price applied');
    expect(total()).not.toHaveTextContent('Group discount applied');

    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    expect(total()).toHaveTextContent('Total$50.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    // Three participants: 10% off each early-bird place, $22.50.
    expect(total()).toHaveTextContent('Total$67.50');
    expect(total()).toHaveTextContent('Group discount applied: 10% off each place');
    expect(within(people()[2]!).getByTestId('person-price')).toHaveTextContent('$22.50');

    fireEvent.click(screen.getByRole('button', { name: 'Remove person 3' }));
    expect(people()).toHaveLength(2);
    expect(total()).toHaveTextContent('Total$50.00');
  });

  it('prices the regular price once the early-bird days are over', async () => {
    clockAt('2025-03-09');
    serve();
    render();
    await form();
    expect(screen.getByTestId('place-options')).not.toHaveTextContent('Early-bird');
    expect(total()).toHaveTextContent('Total$30.00');
    expect(total()).not.toHaveTextContent('Early-bird price applied');
  });

  it("asks a child's age for childcare before adding anything", async () => {
    const calls = serve();
    render();
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const child = people()[1]!;
    expect(within(child).queryByRole('group', { name: "Child's age" })).not.toBeInTheDocument();
    fireEvent.change(within(child).getByLabelText('Place'), { target: { value: 'childcare' } });
    expect(within(child).getByRole('group', { name: "Child's age" })).toBeInTheDocument();
    fireEvent.change(within(people()[0]!).getByLabelText('Name'), { target: { value: 'Ana Reyes' } });
    fireEvent.change(within(child).getByLabelText('Name'), { target: { value: 'Lucía' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await within(child).findByText("Enter the child's age for childcare.")).toBeInTheDocument();
    expect(within(child).getByLabelText('Years')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds the places to the cart with her name first and updates the cart', async () => {
    const calls = serve({ user: MEMBER });
    render();
    await waitFor(() => expect(within(people()[0]!).getByLabelText('Name')).toHaveValue('Ana Reyes'));
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('0'));
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const child = people()[1]!;
    fireEvent.change(within(child).getByLabelText('Name'), { target: { value: 'Lucía' } });
    fireEvent.change(within(child).getByLabelText('Place'), { target: { value: 'childcare' } });
    fireEvent.change(within(child).getByLabelText('Years'), { target: { value: '2' } });
    fireEvent.change(within(child).getByLabelText('Months'), { target: { value: '6' } });
    expect(total()).toHaveTextContent('Total$35.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2 places are in your cart.');
    expect(screen.getByRole('link', { name: 'View your cart' })).toHaveAttribute('href', '/cart');
    expect(calls.find((call) => call.url === '/api/cart/place')?.body).toEqual({
      eventId: 'r1',
      date: '2025-03-22',
      people: [
        { name: 'Ana Reyes', optionId: 'participant', childAgeMonths: null },
        { name: 'Lucía', optionId: 'childcare', childAgeMonths: 30 },
      ],
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it("keeps what was typed and says the service's refusal on the form", async () => {
    serve({
      place: {
        status: 409,
        body: { message: 'Not enough places are left for 1 people on this date (0 left).' },
      },
    });
    render();
    await form();
    fireEvent.change(within(people()[0]!).getByLabelText('Name'), { target: { value: 'Marta Gómez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not enough places are left for 1 people on this date (0 left).',
    );
    expect(within(people()[0]!).getByLabelText('Name')).toHaveValue('Marta Gómez');
    expect(screen.queryByRole('link', { name: 'View your cart' })).not.toBeInTheDocument();
  });

  it('shows the field errors of a 400 on the person they name', async () => {
    serve({
      place: { status: 400, body: { message: 'Invalid.', errors: { 'people[0].name': 'Enter your name.' } } },
    });
    render();
    await form();
    fireEvent.change(within(people()[0]!).getByLabelText('Name'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await within(people()[0]!).findByText('Enter your name.')).toBeInTheDocument();
  });

  it('says when registration opens, before it does', async () => {
    clockAt('2025-02-10');
    serve();
    render();
    expect(await screen.findByTestId('places-not-open')).toHaveTextContent(
      'Registration for this date opens on February 20, 2025.',
    );
    expect(screen.queryByTestId('places-form')).not.toBeInTheDocument();
  });

  it('offers the free waitlist when full, and says a place would come with a link to pay', async () => {
    serve({
      occurrence: priced({ signupState: 'waitlist', seats: { capacity: 20, taken: 20, waitlist: 2 } }),
    });
    render();
    expect(await screen.findByTestId('paid-waitlist')).toHaveTextContent(/never charged.*link to pay/);
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.queryByTestId('places-form')).not.toBeInTheDocument();
  });

  it("says what the plans bring, and prices a Growth member's own place free", async () => {
    const perks = priced({ pricing: { ...PRICING, planPerk: 'bible-study', planDiscountPercent: 10 } });
    const visitor = serve({ occurrence: perks });
    const { unmount } = render();
    await form();
    expect(screen.getByTestId('perk-note')).toHaveTextContent(
      'Growth and Transform members: your own place is included once a season (if not already used)',
    );
    expect(screen.getByTestId('plan-discount')).toHaveTextContent(
      'Growth and Transform members save 10% on each place',
    );
    // A visitor: no plan asked for, the early-bird price.
    expect(total()).toHaveTextContent('Total$25.00');
    expect(visitor.some((call) => call.url === '/api/subscription')).toBe(false);
    unmount();

    const subscription = {
      planId: 'growth',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
    serve({ occurrence: perks, user: MEMBER, subscription });
    render();
    await waitFor(() => expect(total()).toHaveTextContent('Total$0.00'));
    expect(within(people()[0]!).getByTestId('person-price')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('perk-applied')).toHaveTextContent(
      "Your own place is included with your plan. This total assumes your plan's place for this season is not used yet",
    );
    // A guest: $25.00 less her plan's 10%.
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    expect(total()).toHaveTextContent('Total$22.50');
    expect(total()).toHaveTextContent("Your plan's discount applied: 10% off each place");
  });

  it('honours an active plan only, and says the retreat perk for Transform', async () => {
    const retreat = priced({ pricing: { ...PRICING, planPerk: 'retreat' } });
    const calls = serve({
      occurrence: retreat,
      user: MEMBER,
      subscription: {
        planId: 'transform',
        status: 'past_due',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    render();
    await form();
    expect(screen.getByTestId('perk-note')).toHaveTextContent(
      'Transform members: your own place is included once a quarter (if not already used)',
    );
    expect(screen.queryByTestId('plan-discount')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/subscription')).toBe(true));
    // Her answer read (a past-due plan): the total stays a visitor's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(total()).toHaveTextContent('Total$25.00');
    expect(screen.queryByTestId('perk-applied')).not.toBeInTheDocument();
  });

  it('is in Spanish too', async () => {
    serve();
    await act(() => setLanguage('es'));
    render();
    await form();
    expect(screen.getByTestId('place-options')).toHaveTextContent('Participante');
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeInTheDocument();
  });
});
