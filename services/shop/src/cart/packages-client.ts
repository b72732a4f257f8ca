import type { PackageAnswer, PackageQuoteRequest } from '@ministry/contracts/care-checkout';
import type { Language } from '@ministry/contracts/language';
import { ownerUserId, type CartLineDocument } from './model';
import { callOwner, isRecord, type OwnerReply } from './places-client';

/** What care answered to a call of its internal packages API (care-checkout.ts). */
export type PackageReply = OwnerReply<PackageAnswer>;

const isPackageAnswer = (value: unknown): value is PackageAnswer =>
  isRecord(value) &&
  typeof value.typeId === 'string' &&
  typeof value.name === 'string' &&
  typeof value.priceCents === 'number' &&
  Number.isInteger(value.priceCents) &&
  value.priceCents >= 0 &&
  typeof value.credits === 'number' &&
  typeof value.validMonths === 'number';

/** A call of care's internal packages API (callOwner): quote, confirm or refund. */
export const callCarePackages = (
  base: string,
  internalKey: string,
  path: string,
  body: object,
  options: { language?: Language; timeoutMs?: number } = {},
): Promise<PackageReply> =>
  callOwner('care', base, internalKey, path, body, { ...options, isAnswer: isPackageAnswer });

/** A package line's name (in both languages), price and what it gives, from care's answer. */
export const packageShown = (answer: PackageAnswer) => ({
  name: answer.name,
  nameEs: answer.nameEs || null,
  priceCents: answer.priceCents,
  package: { credits: answer.credits, validMonths: answer.validMonths },
});

/** What care is asked for a package line: the type, for the member whose cart it is (null: a visitor's). */
export function packageRequestOf(line: Pick<CartLineDocument, 'owner' | 'ref'>): PackageQuoteRequest | null {
  const userId = ownerUserId(line.owner);
  return userId ? { typeId: line.ref ?? '', userId } : null;
}
