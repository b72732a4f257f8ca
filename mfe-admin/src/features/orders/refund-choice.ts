import { lineKind } from '@ministry/contracts/cart';
import { parseDollarInput } from '@ministry/contracts/money';
import type { AdminOrder, RefundOrderRequest } from '@ministry/contracts/order';

/**
 * What staff chose for one line: how many units to refund (as typed), whether they go back in stock,
 * and an amount in dollars (as typed; empty: the units' full price).
 */
export interface LineChoice {
  quantity: string;
  restock: boolean;
  amount: string;
}

/** Units of a line not refunded yet. */
export function refundableUnits(order: AdminOrder, index: number): number {
  const line = order.items[index];
  return line ? Math.max(0, line.quantity - (order.refundedQuantities[index] ?? 0)) : 0;
}

/** Cents of a line not refunded yet (its value less what its refunds, partial ones too, gave back). */
export function refundableLineCents(order: AdminOrder, index: number): number {
  const line = order.items[index];
  if (!line) return 0;
  const refunded = Math.max(
    order.refundedLineCents?.[index] ?? 0,
    (order.refundedQuantities[index] ?? 0) * line.priceCents,
  );
  return Math.max(0, line.priceCents * line.quantity - refunded);
}

/** What was paid and not refunded yet, in cents. */
export function remainingCents(order: AdminOrder): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** Nothing chosen yet; a product's units go back in stock unless staff say otherwise (a gift or a resource never). */
export function emptyChoices(order: AdminOrder): LineChoice[] {
  return order.items.map((line) => ({ quantity: '0', restock: lineKind(line) === 'product', amount: '' }));
}

const units = (choice: LineChoice) => Number(choice.quantity.trim() || '0');

/** The lines whose quantity is not a whole number between 0 and what is left to refund. */
export function invalidLines(order: AdminOrder, choices: LineChoice[]): number[] {
  return choices.flatMap((choice, index) => {
    const value = units(choice);
    return Number.isInteger(value) && value >= 0 && value <= refundableUnits(order, index) ? [] : [index];
  });
}

/** Why a line's typed amount cannot be sent (its message in the admin namespace), or null. */
export type AmountProblem =
  | { key: 'orders.refund.amountInvalid' }
  | { key: 'orders.refund.amountTooMuch'; cents: number }
  | { key: 'orders.refund.amountNeedsQuantity' };

export function amountProblem(order: AdminOrder, index: number, choice: LineChoice): AmountProblem | null {
  const cents = parseDollarInput(choice.amount);
  if (cents === undefined) return null;
  if (Number.isNaN(cents) || cents < 1) return { key: 'orders.refund.amountInvalid' };
  const left = refundableLineCents(order, index);
  if (cents > left) return { key: 'orders.refund.amountTooMuch', cents: left };
  if (units(choice) < 1) return { key: 'orders.refund.amountNeedsQuantity' };
  return null;
}

/** The lines whose typed amount cannot be sent. */
export const invalidAmounts = (order: AdminOrder, choices: LineChoice[]): number[] =>
  choices.flatMap((choice, index) => (amountProblem(order, index, choice) ? [index] : []));

/** A line's cents: its typed amount, else its price times its quantity; 0 when neither is usable. */
function lineCents(order: AdminOrder, index: number, choice: LineChoice): number {
  const line = order.items[index];
  const value = units(choice);
  if (!line || !Number.isInteger(value) || value < 1) return 0;
  const typed = parseDollarInput(choice.amount);
  if (typed === undefined) return line.priceCents * value;
  return Number.isInteger(typed) && typed > 0 ? typed : 0;
}

/** The chosen lines' cents summed (the service computes the real amount). */
export function chosenCents(order: AdminOrder, choices: LineChoice[]): number {
  return choices.reduce((sum, choice, index) => sum + lineCents(order, index, choice), 0);
}

/** What the dialog sends: the note only when written (the service defaults it). */
export type RefundBody = Omit<RefundOrderRequest, 'note'> & { note?: string };

/** The request: everything left, or the lines with a quantity above 0; the note only when written. */
export function refundRequest(full: boolean, choices: LineChoice[], note = ''): RefundBody {
  const withNote = note.trim() ? { note: note.trim() } : {};
  if (full) return { full: true, lines: [], ...withNote };
  return {
    full: false,
    lines: choices.flatMap((choice, index) => {
      const quantity = units(choice);
      if (!(quantity > 0)) return [];
      const amountCents = parseDollarInput(choice.amount);
      return [{ index, quantity, restock: choice.restock, ...(amountCents ? { amountCents } : {}) }];
    }),
    ...withNote,
  };
}
