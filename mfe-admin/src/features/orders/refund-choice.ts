import { lineKind } from '@ministry/contracts/cart';
import type { AdminOrder, RefundOrderRequest } from '@ministry/contracts/order';

/** What staff chose for one line: how many units to refund (as typed) and whether they go back in stock. */
export interface LineChoice {
  quantity: string;
  restock: boolean;
}

/** Units of a line not refunded yet. */
export function refundableUnits(order: AdminOrder, index: number): number {
  const line = order.items[index];
  return line ? Math.max(0, line.quantity - (order.refundedQuantities[index] ?? 0)) : 0;
}

/** What was paid and not refunded yet, in cents. */
export function remainingCents(order: AdminOrder): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/** Nothing chosen yet; a product's units go back in stock unless staff say otherwise (a gift or a resource never). */
export function emptyChoices(order: AdminOrder): LineChoice[] {
  return order.items.map((line) => ({ quantity: '0', restock: lineKind(line) === 'product' }));
}

const units = (choice: LineChoice) => Number(choice.quantity.trim() || '0');

/** The lines whose quantity is not a whole number between 0 and what is left to refund. */
export function invalidLines(order: AdminOrder, choices: LineChoice[]): number[] {
  return choices.flatMap((choice, index) => {
    const value = units(choice);
    return Number.isInteger(value) && value >= 0 && value <= refundableUnits(order, index) ? [] : [index];
  });
}

/** The chosen lines' prices times quantities, in cents (the service computes the real amount). */
export function chosenCents(order: AdminOrder, choices: LineChoice[]): number {
  return choices.reduce((sum, choice, index) => {
    const value = units(choice);
    const line = order.items[index];
    return line && Number.isInteger(value) && value > 0 ? sum + line.priceCents * value : sum;
  }, 0);
}

/** The request: everything left, or the lines with a quantity above 0. */
export function refundRequest(full: boolean, choices: LineChoice[]): RefundOrderRequest {
  if (full) return { full: true, lines: [] };
  return {
    full: false,
    lines: choices.flatMap((choice, index) =>
      units(choice) > 0 ? [{ index, quantity: units(choice), restock: choice.restock }] : [],
    ),
  };
}
