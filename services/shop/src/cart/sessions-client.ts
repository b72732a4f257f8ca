import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import type { SessionLineInfo } from '@ministry/contracts/cart';
import { sessionLineName } from '@ministry/contracts/line-names';
import type { Language } from '@ministry/contracts/language';
import { callOwner, isRecord, type OwnerReply } from './places-client';

/** What the care service answered to a call of its internal checkout API (care-checkout.ts). */
export type SessionReply = OwnerReply<SessionAnswer>;

/** Her appointment, as a session line keeps it (the member whose cart it is). */
export interface SessionRequest {
  appointmentId: string;
  userId: string;
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
