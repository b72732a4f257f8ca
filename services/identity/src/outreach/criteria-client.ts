import {
  AUDIENCE_PATHS,
  type AudienceAnswer,
  type AudiencePerson,
  type ListCriteria,
} from '@ministry/contracts/outreach';
import { dayParts, todayInNewYork } from '@ministry/contracts/calendar-day';
import { startOfNewYorkDay } from '@ministry/contracts/datetime';
import { AppError } from '@ministry/kit/errors';
import { callInternal } from '@ministry/kit/internal-call';
import type { IdentityContext } from '../context';

export type CriteriaContext = Pick<IdentityContext, 'config' | 'now'>;

/** The service that knows a criteria list's people did not answer (or is not configured): 503. */
export class AudienceUnavailable extends AppError {
  constructor(detail: string, cause?: unknown) {
    super(503, 'outreach.audienceUnavailable', { expose: true, logFields: { detail }, cause });
  }
}

/** The instant the current calendar year began in New York. */
export function newYorkYearStart(now: number): Date {
  const [year] = dayParts(todayInNewYork(new Date(now)));
  return startOfNewYorkDay(`${year}-01-01`);
}

function requestFor(context: CriteriaContext, criteria: ListCriteria): { base: string; path: string } {
  const urls = context.config.exportUrls;
  switch (criteria.kind) {
    case 'plan':
      return {
        base: urls?.billing ?? '',
        path: `${AUDIENCE_PATHS.planSubscribers}?planId=${encodeURIComponent(criteria.planId ?? '')}`,
      };
    case 'donors-year':
      return {
        base: urls?.billing ?? '',
        path: `${AUDIENCE_PATHS.donors}?since=${encodeURIComponent(newYorkYearStart(context.now()).toISOString())}`,
      };
    case 'event':
      return {
        base: urls?.events ?? '',
        path: `${AUDIENCE_PATHS.registrants}?eventId=${encodeURIComponent(criteria.eventId)}`,
      };
  }
}

const isPerson = (value: unknown): value is AudiencePerson => {
  const person = value as Partial<AudiencePerson> | null;
  return (
    typeof person === 'object' &&
    person !== null &&
    (person.userId === null || typeof person.userId === 'string') &&
    (person.email === null || typeof person.email === 'string') &&
    (person.language === null || person.language === 'en' || person.language === 'es')
  );
};

/**
 * The people a criteria list names now, asked of the service that owns them (billing: a plan's
 * members, this New York year's donors; events: an event's confirmed sign-ups) with identity's
 * internal key. Throws AudienceUnavailable when it cannot be asked or does not answer well: an
 * announcement is then sent later, never to part of its list.
 */
export async function criteriaPeople(
  context: CriteriaContext,
  criteria: ListCriteria,
): Promise<AudiencePerson[]> {
  const { base, path } = requestFor(context, criteria);
  if (!base) throw new AudienceUnavailable(`${criteria.kind}: no address configured`);
  const response = await callInternal(`${base.replace(/\/+$/, '')}${path}`, {
    method: 'GET',
    internalKey: context.config.internalApiKey,
    timeoutMs: 15_000,
  }).catch((error: Error) => {
    throw new AudienceUnavailable(error.message, error);
  });
  if (!response.ok) throw new AudienceUnavailable(`${criteria.kind}: ${response.status}`);
  const answer = (await response.json().catch(() => null)) as Partial<AudienceAnswer> | null;
  if (!Array.isArray(answer?.people) || !answer.people.every(isPerson))
    throw new AudienceUnavailable(`${criteria.kind}: malformed answer`);
  return answer.people;
}
