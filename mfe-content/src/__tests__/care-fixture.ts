// The care service's public catalogue as it answers it (`GET /api/care/session-types` and
// `/api/care/counselors`): a type of every kind the counseling page shows, and counselors whose team
// members are in the site-content fixture, one who is not and one who no longer counsels.
import type { CounselorSummary, SessionTypeView } from '@ministry/contracts/care';
import type { Handler } from '@ministry/platform/testing';
import { COUNSELORS_KEY, MY_SLIDING_SCALE_KEY, SESSION_TYPES_KEY } from '../features/care/api/use-care';
import { siteContentApi } from './site-content-fixture';

const base = {
  visitorBookable: false,
  planId: null,
  creditKind: null,
  monthlyAllowance: null,
  packageCredits: null,
  packageValidMonths: null,
  packageSessionTypeId: null,
  active: true,
} as const;

export const SESSION_TYPES: SessionTypeView[] = [
  {
    ...base,
    id: 'regular-session',
    name: 'Counseling session',
    nameEs: 'Sesión de consejería',
    durationMinutes: 50,
    priceCents: 12500,
    bookableBy: 'anyone',
  },
  {
    ...base,
    id: 'initial-consultation',
    name: 'Initial consultation',
    nameEs: 'Consulta inicial',
    durationMinutes: 50,
    priceCents: 7500,
    bookableBy: 'anyone',
    visitorBookable: true,
  },
  {
    ...base,
    id: 'package-8',
    name: 'Package of 8 sessions',
    nameEs: 'Paquete de 8 sesiones',
    durationMinutes: 50,
    priceCents: 88000,
    bookableBy: 'purchase',
    packageCredits: 8,
    packageValidMonths: 12,
    packageSessionTypeId: 'regular-session',
  },
  {
    ...base,
    id: 'mentoring',
    name: 'Mentoring meeting',
    nameEs: 'Reunión de mentoría',
    durationMinutes: 60,
    priceCents: 0,
    bookableBy: 'staff',
  },
  {
    ...base,
    id: 'plan-essential',
    name: 'Essential plan session',
    nameEs: 'Sesión del plan Esencial',
    durationMinutes: 30,
    priceCents: 0,
    bookableBy: 'plan',
    planId: 'essential',
    creditKind: 'session',
    monthlyAllowance: 1,
  },
  {
    ...base,
    id: 'plan-growth',
    name: 'Growth plan session',
    nameEs: '',
    durationMinutes: 45,
    priceCents: 0,
    bookableBy: 'plan',
    planId: 'growth',
    creditKind: 'session',
    monthlyAllowance: 2,
  },
];

export const COUNSELORS: CounselorSummary[] = [
  {
    id: 'c1',
    teamSlug: 'sarah-johnson',
    languages: ['en', 'es'],
    modes: ['virtual', 'in-person'],
    active: true,
  },
  { id: 'c2', teamSlug: 'grace-williams', languages: ['es'], modes: ['virtual'], active: true },
  { id: 'c3', teamSlug: 'not-on-the-team', languages: ['en'], modes: ['virtual'], active: true },
  { id: 'c4', teamSlug: 'sarah-johnson', languages: ['en'], modes: ['in-person'], active: false },
];

/** What the counseling page's server render reads, by path. */
export function careApi(): Record<string, unknown> {
  return {
    [SESSION_TYPES_KEY]: { sessionTypes: SESSION_TYPES },
    [COUNSELORS_KEY]: { counselors: COUNSELORS },
    ...siteContentApi(),
  };
}

/**
 * A `mockFetch` handler: the catalogue, the documents, and the session (a visitor unless `user`; a
 * member has no reduced rate).
 */
export function careHandler(options: { user?: object; failing?: () => boolean } = {}): Handler {
  const api = careApi();
  return (url) => {
    if (url === '/api/auth/user')
      return options.user
        ? { body: options.user }
        : { status: 401, body: { message: 'Please sign in first.' } };
    // A member's reduced rates: none decided.
    if (url === MY_SLIDING_SCALE_KEY && options.user) return { body: { requests: [] } };
    if (url === SESSION_TYPES_KEY && options.failing?.()) return { status: 503, body: { message: 'down' } };
    return url in api ? { body: api[url] } : undefined;
  };
}
