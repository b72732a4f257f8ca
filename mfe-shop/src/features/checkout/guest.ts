import { lineKind, type PricedLine } from '@ministry/contracts/cart';

/**
 * Guest checkout: a signed-out visitor may check out a cart whose every line is a counseling
 * `session` (the consultation she booked from an e-mailed link); any other cart needs a member.
 */
export function guestMayCheckOut(items: readonly Pick<PricedLine, 'kind'>[]): boolean {
  return items.length > 0 && items.every((item) => lineKind(item) === 'session');
}
