import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import type { SessionLineInfo } from '@ministry/contracts/cart';
import { sessionLineName } from '@ministry/contracts/line-names';
import type { Language } from '@ministry/contracts/language';
import { ownerUserId } from './model';
import { callOwner, isRecord, type OwnerReply } from './places-client';

/** What the care service answered to a call of its internal checkout API (care-checkout.ts). */
export type SessionReply = OwnerReply<SessionAnswer>;

/**
 * Her appointment, as a session line keeps it: a member's own (`userId`, whose cart it is), or a
 * visitor's booking paid with her e-mailed link (`visitorToken`, kept on the line: care-checkout.ts).
 */
export type SessionRequest =
  | { appointmentId: string; userId: string; visitorToken?: never }
  | { appointmentId: string; visitorToken: string; userId?: never };

/** The appointment a visitor's e-mailed token names: its part before the dot (VISITOR_TOKEN_PATTERN). */
export const appointmentOfToken = (token: string) => token.split('.')[0] ?? '';

/**
 * What care is asked for a stored session line: by its token when it has one (a visitor's booking,
 * also once her cart joined a member's), else as the member's own; null when neither (nothing to ask).
 */
export function sessionRequestOf(line: {
  ref?: string | null;
  owner: string;
  accessToken?: string | null;
}): SessionRequest | null {
  const appointmentId = line.ref ?? '';
  if (line.accessToken) return { appointmentId, visitorToken: line.accessToken };
  const userId = ownerUserId(line.owner);
  return userId ? { appointmentId, userId } : null;
}

const isSessionAnswer = (value: unknown): value is SessionAnswer =>
  isRecord(value) &&
  typeof value.appointmentId === 'string' &&
  typeof value.startsAt === 'string' &&
  typeof value.priceCents === 'number' &&
  Number.isInteger(value.priceCents) &&
  value.priceCents >= 0;

/** A call of care's internal checkout API (callOwner). */
export const callCare = (
  base: string,
  internalKey: string,
  path: string,
  body: object,
  options: { language?: Language; timeoutMs?: number; answerless?: boolean } = {},
): Promise<SessionReply> =>
  callOwner('care', base, internalKey, path, body, { ...options, isAnswer: isSessionAnswer });

/** What a session line shows from care's answer. */
export const sessionOf = (answer: SessionAnswer): SessionLineInfo => ({
  startsAt: answer.startsAt,
  durationMinutes: answer.durationMinutes,
  counselorName: answer.counselorName,
  typeName: answer.typeName,
  typeNameEs: answer.typeNameEs,
});

/** A session line's name (in both languages), price and display from care's answer. */
export const sessionShown = (answer: SessionAnswer) => ({
  name: sessionLineName(answer.startsAt, 'en'),
  nameEs: sessionLineName(answer.startsAt, 'es'),
  priceCents: answer.priceCents,
  session: sessionOf(answer),
});
