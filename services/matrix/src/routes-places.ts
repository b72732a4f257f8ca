import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import type { Client } from './client';
import { all, createdId, type CallContext, type RouteRow } from './route-row';

/**
 * Paid places: a priced event's registration added to the one cart, and the events service's
 * internal places API the shop calls (quote, hold at checkout, confirm once paid, release unpaid).
 */

/** Twenty days from now: registration (open 30 days before) is open, the early-bird price over. */
const placesDate = () => addDays(todayInNewYork(), 20);

const pricedEvent = (n: number) => ({
  title: `Healing hearts workshop ${n}`,
  date: placesDate(),
  startTime: '10:00',
  endTime: '13:00',
  location: 'Fellowship hall',
  description: 'A morning workshop.',
  category: 'workshop',
  signup: { enabled: true, capacity: 20, waitlist: true, closesHoursBefore: 0 },
  pricing: {
    options: [
      {
        id: 'participant',
        kind: 'participant',
        name: 'Participant',
        nameEs: 'Participante',
        priceCents: 3500,
        earlyBirdCents: 3000,
        capacity: null,
      },
    ],
    earlyBirdUntil: null,
    groupDiscountPercent: 10,
    opensDaysBefore: 30,
    discountCodes: [
      { code: 'MATRIX10', percentOff: 10, amountOffCents: null, maxUses: null, validUntil: null },
    ],
  },
});

const people = [{ name: 'Ruth Moab', email: null, optionId: 'participant', childAgeMonths: null }];
/**
 * Typed in another case than stored: codes match whatever the case. Swept on the quote and the cart's
 * place (the hold's body shares the quote's schema; its sweep is long enough already).
 */
const discountCode = 'matrix10';

/** A fresh priced occurrence of the admin's: what a place line names. */
async function occurrence(admin: Client, unique: () => number) {
  return { eventId: await createdId(admin, '/api/events', pricedEvent(unique())), date: placesDate() };
}

const hold = (key: string, at: { eventId: string; date: string }) => ({
  ...at,
  people,
  key,
  orderNumber: 'WOP-MTRX-PLCE',
  userId: 'matrix-buyer',
  name: 'Ruth Moab',
  email: 'ruth@example.org',
  language: 'en',
  holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
});

/** The shop's call, as it makes it. */
async function asShop(context: CallContext, path: string, body: object): Promise<void> {
  const res = await context.admin.send('POST', path, {
    body,
    headers: { [INTERNAL_KEY_HEADER]: context.stack.internalKey },
  });
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
}

/** A hold of a fresh occurrence's place, under its key. */
async function held(context: CallContext): Promise<string> {
  const key = `WOP-MTRX-PLCE#${context.unique()}`;
  await asShop(context, '/internal/places/hold', hold(key, await occurrence(context.admin, context.unique)));
  return key;
}

export const PLACE_ROUTES: Record<string, RouteRow> = {
  'POST /api/cart/place': {
    expect: all(201),
    call: async ({ admin, unique }) => ({
      path: '/api/cart/place',
      body: { ...(await occurrence(admin, unique)), people, discountCode },
    }),
  },
  'POST /internal/places/quote': {
    expect: all(403),
    withInternalKey: 200,
    call: async ({ admin, unique }) => ({
      path: '/internal/places/quote',
      body: { ...(await occurrence(admin, unique)), people, discountCode },
    }),
  },
  'POST /internal/places/hold': {
    expect: all(403),
    withInternalKey: 200,
    call: async ({ admin, unique }) => ({
      path: '/internal/places/hold',
      body: hold(`WOP-MTRX-PLCE#${unique()}`, await occurrence(admin, unique)),
    }),
  },
  'POST /internal/places/confirm': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({ path: '/internal/places/confirm', body: { key: await held(context) } }),
  },
  'POST /internal/places/release': {
    expect: all(403),
    withInternalKey: 200,
    call: async (context) => ({ path: '/internal/places/release', body: { key: await held(context) } }),
  },
};
