import type { Language } from '@ministry/contracts/language';
import type { PlacesAnswer } from '@ministry/contracts/order-settlement';
import type { PlacePersonInput } from '@ministry/contracts/event-pricing-input';
import { AppError } from '@ministry/kit/errors';
import { callInternal } from '@ministry/kit/internal-call';

/** The places of one registration for an occurrence, as a cart line keeps them (the people as sent). */
export interface PlaceRequest {
  /** The member whose cart it is: a seat offered to her from the waitlist is quoted at her frozen price. */
  userId?: string | null;
  eventId: string;
  date: string;
  people: PlacePersonInput[];
  /** The discount code she typed (events refuses one unknown, ended or used up). */
  discountCode?: string | null;
}

/** What a service that owns a held line (events' places, care's sessions) answered to a call. */
export type OwnerReply<T> =
  | { kind: 'answer'; answer: T }
  /** Refused (its status and its message, already in the caller's language). */
  | { kind: 'refused'; status: number; message: string };

/** What the events service answered to a call of its internal places API. */
export type PlacesReply = OwnerReply<PlacesAnswer>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAnswer = (value: unknown): value is PlacesAnswer =>
  isRecord(value) &&
  typeof value.eventId === 'string' &&
  typeof value.title === 'string' &&
  Array.isArray(value.people) &&
  typeof value.totalCents === 'number' &&
  Number.isInteger(value.totalCents) &&
  value.totalCents >= 0;

export interface OwnerCallOptions<T> {
  language?: Language;
  timeoutMs?: number;
  /** The answer's body is not read as an answer (a release). */
  answerless?: boolean;
  isAnswer: (value: unknown) => value is T;
}

/**
 * POSTs to `service`'s internal API with the shop's internal key, in `language` (a refusal's message
 * comes back in it). 2xx with an answer: the answer; 4xx: refused with its status and message; no
 * answer, 5xx or a body that is not an answer: a 503 (logged with the detail).
 */
export async function callOwner<T>(
  service: string,
  base: string,
  internalKey: string,
  path: string,
  body: object,
  options: OwnerCallOptions<T>,
): Promise<OwnerReply<T>> {
  const failed = (detail: string) =>
    new AppError(503, 'api.unavailable', { expose: true, logFields: { service, path, detail } });
  if (!base.startsWith('http')) throw failed('no address configured');
  const response = await callInternal(`${base}${path}`, {
    body,
    internalKey,
    timeoutMs: options.timeoutMs,
    headers: { 'Accept-Language': options.language ?? 'en' },
  }).catch((error: Error) => {
    throw failed(error.message);
  });
  const parsed: unknown = await response.json().catch(() => null);
  if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403) {
    const message =
      isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : 'api.invalidInput';
    return { kind: 'refused', status: response.status, message };
  }
  if (!response.ok) throw failed(`answered ${response.status}`);
  if (options.answerless) return { kind: 'answer', answer: parsed as T };
  if (!options.isAnswer(parsed)) throw failed('not an answer');
  return { kind: 'answer', answer: parsed };
}

/** A call of the events service's internal places API (callOwner). */
export const callPlaces = (
  base: string,
  internalKey: string,
  path: string,
  body: object,
  options: { language?: Language; timeoutMs?: number; answerless?: boolean } = {},
): Promise<PlacesReply> => callOwner('events', base, internalKey, path, body, { ...options, isAnswer });

/** A refusal as the caller's error: the same status and (translated) message. */
export const refusalError = (reply: { status: number; message: string }) =>
  new AppError(reply.status, reply.message, { expose: true });
