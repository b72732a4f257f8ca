import type { Fund } from '@ministry/contracts/giving';
import type { Language } from '@ministry/contracts/language';
import { PLACES_QUOTE_PATH } from '@ministry/contracts/order-settlement';
import { PLAN_IDS, type PlanId } from '@ministry/contracts/plans';
import type { Resource } from '@ministry/contracts/resource';
import { AppError } from '@ministry/kit/errors';
import { INTERNAL_KEY_HEADER } from '@ministry/kit/guards';
import { internalFetch } from '@ministry/kit/request-id';
import {
  CARE_PACKAGES_QUOTE_PATH,
  CARE_SESSIONS_QUOTE_PATH,
  type PackageQuoteRequest,
} from '@ministry/contracts/care-checkout';
import { callCarePackages, type PackageReply } from './packages-client';
import { callPlaces, type PlaceRequest, type PlacesReply } from './places-client';
import { callCare, type SessionReply, type SessionRequest } from './sessions-client';

/**
 * What the cart's other lines are read from: the active funds (billing's public GET /api/giving/funds)
 * and the premium resources (content's public GET /api/resources/:id), at their services' internal
 * addresses. A read is kept `maxAgeMs` for the cart's listing; checkout asks `fresh`. A service that
 * does not answer (or is not configured) is a 503: nothing is sold at a price nobody confirmed.
 */
export interface Catalog {
  /** The fund if it takes gifts now (active), else null. */
  fund(id: string, options?: { fresh?: boolean }): Promise<Fund | null>;
  /** The resource if it is premium with a price now, else null (gone, free, unpriced). */
  resource(id: string, options?: { fresh?: boolean }): Promise<Resource | null>;
  /**
   * A registration's places priced by the events service now (its quote: nothing held), or its
   * refusal (the occurrence gone: 404; closed, not open yet, an unknown option: 4xx), its message in
   * `language`. Answers are kept like the other reads; refusals are not.
   */
  place(request: PlaceRequest, options?: { fresh?: boolean; language?: Language }): Promise<PlacesReply>;
  /**
   * Her paid session awaiting payment priced by care's quote now (nothing held), or its refusal (not
   * hers: 404; booked, canceled, its hold ended: 409), its message in `language`. Kept like places.
   */
  session(request: SessionRequest, options?: { fresh?: boolean; language?: Language }): Promise<SessionReply>;
  /**
   * A package of sessions priced by care's quote now for the member, or its refusal (not a package on
   * sale: 404), its message in `language`. Kept like places.
   */
  package(
    request: PackageQuoteRequest,
    options?: { fresh?: boolean; language?: Language },
  ): Promise<PackageReply>;
  /**
   * A member's live plan from billing's `GET /internal/subscriptions/:userId` (null: none, or not
   * active): a resource's members' discount. Not answering is a 503, as for the other reads.
   */
  plan(userId: string, options?: { fresh?: boolean }): Promise<PlanId | null>;
}

export interface CatalogOptions {
  billingUrl: string;
  contentUrl: string;
  /** The events service's internal address and the shop's key for it (places). */
  eventsUrl?: string;
  /** The care service's internal address (paid sessions). */
  careUrl?: string;
  internalKey?: string;
  maxAgeMs: number;
  timeoutMs?: number;
}

/** Reads kept at most this many at once (unknown ids included): the oldest half goes past it. */
const MAX_KEPT = 500;

interface Kept<T> {
  at: number;
  value: T;
}

function unavailable(service: string, detail: string): AppError {
  return new AppError(503, 'api.unavailable', { expose: true, logFields: { service, detail } });
}

async function readJson(
  service: string,
  url: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (!url.startsWith('http')) throw unavailable(service, 'no address configured');
  let response: Response;
  try {
    response = await internalFetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unavailable(service, `GET ${url}: ${(error as Error).message}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw unavailable(service, `GET ${url}: ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw unavailable(service, `GET ${url}: not JSON`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFund = (value: unknown): value is Fund =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && !value.archived;

const sellable = (value: unknown): Resource | null =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.title === 'string' &&
  value.type === 'premium' &&
  typeof value.priceCents === 'number' &&
  Number.isInteger(value.priceCents) &&
  value.priceCents > 0
    ? (value as unknown as Resource)
    : null;

const livePlan = (value: unknown): PlanId | null =>
  isRecord(value) && value.status === 'active' && PLAN_IDS.includes(value.planId as PlanId)
    ? (value.planId as PlanId)
    : null;

export function catalog(options: CatalogOptions): Catalog {
  const billing = options.billingUrl.replace(/\/+$/, '');
  const content = options.contentUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const events = (options.eventsUrl ?? '').replace(/\/+$/, '');
  const care = (options.careUrl ?? '').replace(/\/+$/, '');
  const kept = new Map<string, Kept<unknown>>();

  async function cached<T>(key: string, fresh: boolean, read: () => Promise<T>): Promise<T> {
    const known = kept.get(key);
    if (!fresh && known && Date.now() - known.at < options.maxAgeMs) return known.value as T;
    const value = await read();
    if (kept.size >= MAX_KEPT) [...kept.keys()].slice(0, MAX_KEPT / 2).forEach((old) => kept.delete(old));
    kept.set(key, { at: Date.now(), value });
    return value;
  }

  /** Another service's quote, kept like `cached` but only when it is an answer (a refusal is asked again). */
  async function quoted<R extends { kind: string }>(
    key: string,
    fresh: boolean,
    ask: () => Promise<R>,
  ): Promise<R> {
    const known = kept.get(key);
    if (!fresh && known && Date.now() - known.at < options.maxAgeMs) return known.value as R;
    const reply = await ask();
    if (reply.kind === 'answer') await cached(key, true, () => Promise.resolve(reply));
    return reply;
  }

  return {
    async fund(id, { fresh = false } = {}) {
      const funds = await cached('funds', fresh, async () => {
        const body = await readJson('billing', `${billing}/api/giving/funds`, timeoutMs);
        if (!Array.isArray(body)) throw unavailable('billing', 'GET /api/giving/funds: not a list');
        return body.filter(isFund);
      });
      return funds.find((fund) => fund.id === id) ?? null;
    },
    async place(request, { fresh = false, language = 'en' } = {}) {
      const { userId, eventId, date, people, discountCode } = request;
      // One key whatever the people's optional fields look like (a form's people, or a stored line's with
      // nulls): adding a line stores its fresh quote where the cart's listing then reads it.
      const same = people.map((person) => [
        person.name,
        person.email ?? null,
        person.optionId,
        person.childAgeMonths ?? null,
      ]);
      const key = `place:${JSON.stringify([userId ?? null, eventId, date, same, discountCode ?? null])}`;
      return quoted(key, fresh, () =>
        callPlaces(events, options.internalKey ?? '', PLACES_QUOTE_PATH, request, { language, timeoutMs }),
      );
    },
    async session(request, { fresh = false, language = 'en' } = {}) {
      // The member's, or the visitor's by her token (kept in this process only, like the answers).
      const payer = request.userId ? `user:${request.userId}` : `token:${request.visitorToken ?? ''}`;
      const key = `session:${payer}:${request.appointmentId}`;
      return quoted(key, fresh, () =>
        callCare(care, options.internalKey ?? '', CARE_SESSIONS_QUOTE_PATH, request, { language, timeoutMs }),
      );
    },
    async package(request, { fresh = false, language = 'en' } = {}) {
      const key = `package:${request.userId}:${request.typeId}`;
      return quoted(key, fresh, () =>
        callCarePackages(care, options.internalKey ?? '', CARE_PACKAGES_QUOTE_PATH, request, {
          language,
          timeoutMs,
        }),
      );
    },
    async plan(userId, { fresh = false } = {}) {
      const url = `${billing}/internal/subscriptions/${encodeURIComponent(userId)}`;
      return cached(`plan:${userId}`, fresh, async () =>
        livePlan(
          await readJson('billing', url, timeoutMs, { [INTERNAL_KEY_HEADER]: options.internalKey ?? '' }),
        ),
      );
    },
    async resource(id, { fresh = false } = {}) {
      return cached(`resource:${id}`, fresh, async () =>
        sellable(await readJson('content', `${content}/api/resources/${encodeURIComponent(id)}`, timeoutMs)),
      );
    },
  };
}
