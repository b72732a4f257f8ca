import type Stripe from 'stripe';
import type { PaymentKind } from '@ministry/kit/stripe';
import { dispatchByKind, eventKind } from '../webhooks/dispatch';

const event = (type: string, metadata: Record<string, string> = {}) =>
  ({ id: `evt_${type}`, type, data: { object: { id: 'obj_1', metadata } } }) as unknown as Stripe.Event;

function table(claims: Partial<Record<PaymentKind, boolean>> = {}) {
  const seen: PaymentKind[] = [];
  const part = (kind: PaymentKind) => async () => {
    seen.push(kind);
    return claims[kind] ?? true;
  };
  return { seen, dispatch: dispatchByKind({ order: part('order'), gift: part('gift'), plan: part('plan') }) };
}

describe('the webhook’s dispatch table (metadata.kind)', () => {
  it('sends an order’s PaymentIntent events to the shop only', async () => {
    const { seen, dispatch } = table();
    await dispatch(event('payment_intent.payment_failed', { kind: 'order', orderNumber: 'WOP-1' }));
    expect(seen).toEqual(['order']);
  });

  it('sends gifts to giving and plans to subscriptions, and nowhere else', async () => {
    const { seen, dispatch } = table({ gift: false });
    await dispatch(event('payment_intent.succeeded', { kind: 'gift' }));
    await dispatch(event('setup_intent.succeeded', { kind: 'plan' }));
    expect(seen).toEqual(['gift', 'plan']);
  });

  it('offers an unmarked event to giving first, then to subscriptions when giving does not take it', async () => {
    const taken = table({ gift: true });
    await taken.dispatch(event('invoice.paid'));
    expect(taken.seen).toEqual(['gift']);
    const passed = table({ gift: false });
    await passed.dispatch(event('invoice.paid'));
    expect(passed.seen).toEqual(['gift', 'plan']);
  });

  it('reads an order mark only on PaymentIntent events', () => {
    expect(eventKind(event('payment_intent.canceled', { kind: 'order' }))).toBe('order');
    expect(eventKind(event('charge.refunded', { kind: 'order' }))).toBeNull();
    expect(eventKind(event('customer.subscription.updated', { kind: 'other' }))).toBeNull();
  });
});
