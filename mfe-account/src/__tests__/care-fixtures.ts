// The care service as the Counseling tab meets it in tests: her appointments, plan, counselors, slots.
import type {
  AppointmentView,
  CarePackageView,
  CreditBalance,
  SessionTypeView,
  Slot,
} from '@ministry/contracts/care';
import type { User } from '@ministry/contracts/user';
import { MEMBER, mockFetch, type FakeResponse } from './test-utils';

export const VERIFIED: User = { ...MEMBER, emailVerified: true, preferredLanguage: 'es' };
export const COUNSELOR_ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const OTHER_ID = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const HOUR = 3_600_000;

/** An instant `hours` from now, on a whole minute. */
export const inHours = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

function type(
  extra: Partial<SessionTypeView> & Pick<SessionTypeView, 'id' | 'name' | 'nameEs'>,
): SessionTypeView {
  return {
    durationMinutes: 50,
    priceCents: 0,
    bookableBy: 'anyone',
    visitorBookable: false,
    planId: null,
    creditKind: null,
    monthlyAllowance: null,
    packageCredits: null,
    packageValidMonths: null,
    packageSessionTypeId: null,
    active: true,
    ...extra,
  };
}

export const TYPES: SessionTypeView[] = [
  type({
    id: 'initial-consultation',
    name: 'Initial consultation',
    nameEs: 'Consulta inicial',
    priceCents: 7500,
  }),
  type({
    id: 'regular-session',
    name: 'Counseling session',
    nameEs: 'Sesión de consejería',
    priceCents: 12500,
  }),
  type({
    id: 'plan-growth',
    name: 'Growth plan session',
    nameEs: 'Sesión del plan Crecimiento',
    durationMinutes: 45,
    bookableBy: 'plan',
    planId: 'growth',
    creditKind: 'session',
    monthlyAllowance: 2,
  }),
];

export const CREDITS: CreditBalance = {
  planId: 'growth',
  periodStart: '2026-11-15T00:00:00.000Z',
  periodEnd: '2026-12-15T00:00:00.000Z',
  kinds: [{ kind: 'session', typeId: 'plan-growth', allowance: 2, used: 1 }],
};

export function appointment(
  extra: Partial<AppointmentView> & Pick<AppointmentView, 'id' | 'startsAt'>,
): AppointmentView {
  const endsAt = new Date(Date.parse(extra.startsAt) + 45 * 60_000).toISOString();
  return {
    counselorId: COUNSELOR_ID,
    userId: VERIFIED.id,
    typeId: 'plan-growth',
    mode: 'virtual',
    language: 'es',
    endsAt,
    status: 'booked',
    priceCents: 0,
    holdExpiresAt: null,
    meetingLink: 'https://meet.example.org/maria',
    hasIntake: false,
    hasNotes: false,
    usesCredit: true,
    usesPackage: false,
    seriesId: null,
    changeableUntil: new Date(Date.parse(extra.startsAt) - 24 * HOUR).toISOString(),
    createdAt: '2026-11-20T15:00:00.000Z',
    ...extra,
  };
}

export interface CareWorld {
  user?: User;
  appointments?: AppointmentView[];
  credits?: CreditBalance | null;
  slots?: (url: URL) => Slot[];
  /** Her packages of sessions (none unless given): a booking with one takes a session, a cancel gives it back. */
  packages?: CarePackageView[];
  answers?: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>;
}

/** Serves the account page and the care service; booking, moving and canceling change her list. */
export function serveCare(world: CareWorld = {}) {
  const list = [...(world.appointments ?? [])];
  const packages = (world.packages ?? []).map((pkg) => ({ ...pkg }));
  /** The package each booking took a session of, by appointment id. */
  const takenFrom = new Map<string, CarePackageView>();
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    const key = `${method} ${path}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    const answer = world.answers?.[key];
    if (answer) return typeof answer === 'function' ? answer(body) : answer;
    if (key === 'GET /api/auth/user') return { body: world.user ?? VERIFIED };
    if (key === 'POST /api/account/email-verification') return { body: world.user ?? VERIFIED };
    if (key === 'GET /api/care/appointments/mine') return { body: { appointments: list } };
    if (key === 'GET /api/care/credits')
      return { body: { credits: world.credits === undefined ? CREDITS : world.credits } };
    if (key === 'GET /api/care/session-types') return { body: { sessionTypes: TYPES } };
    if (key === 'GET /api/care/packages') return { body: packages };
    if (key === 'GET /api/care/counselors')
      return {
        body: {
          counselors: [
            {
              id: COUNSELOR_ID,
              teamSlug: 'maria-rodriguez',
              languages: ['es', 'en'],
              modes: ['virtual'],
              active: true,
            },
            {
              id: OTHER_ID,
              teamSlug: 'sarah-johnson',
              languages: ['en'],
              modes: ['virtual', 'in-person'],
              active: true,
            },
          ],
        },
      };
    if (key === 'GET /api/site-content/team')
      return {
        body: {
          key: 'team',
          revision: 1,
          publishedAt: '2026-01-01T00:00:00.000Z',
          content: {
            members: [
              { id: 'maria-rodriguez', name: 'Dr. Maria Rodriguez' },
              { id: 'sarah-johnson', name: 'Sarah Johnson' },
            ],
          },
        },
      };
    if (key === 'GET /api/care/slots')
      return { body: { slots: world.slots?.(new URL(url, 'http://site')) ?? [] } };
    if (key === 'GET /api/care/sliding-scale/mine' || key === 'GET /api/care/mentoring/mine')
      return { body: { requests: [] } };
    if (key === 'POST /api/care/appointments' && body) {
      const created = appointment({
        id: 'new1',
        startsAt: body.startsAt!,
        typeId: body.typeId!,
        counselorId: body.counselorId!,
      });
      const pkg = (body as { usePackage?: boolean }).usePackage
        ? packages.find((entry) => entry.sessionTypeId === body.typeId && entry.used < entry.credits)
        : undefined;
      if (pkg) {
        pkg.used += 1;
        takenFrom.set(created.id, pkg);
      }
      list.push(created);
      return { status: 201, body: created };
    }
    const change = /^POST \/api\/care\/appointments\/([^/]+)\/(reschedule|cancel)$/.exec(key);
    const found = change && list.find((entry) => entry.id === change[1]);
    if (change && found) {
      const index = list.indexOf(found);
      const next =
        change[2] === 'cancel'
          ? { ...found, status: 'canceled' as const }
          : appointment({ ...found, startsAt: body!.startsAt! });
      list[index] = next;
      const pkg = change[2] === 'cancel' ? takenFrom.get(found.id) : undefined;
      if (pkg) {
        pkg.used -= 1;
        takenFrom.delete(found.id);
      }
      return { body: next };
    }
    return undefined;
  });
}

/** Her package of 8 sessions, bought March 3, 2026 and valid until March 3, 2027 (New York). */
export function carePackage(extra: Partial<CarePackageView> = {}): CarePackageView {
  return {
    id: 'p1',
    typeId: 'package-8',
    name: 'Package of 8 sessions',
    nameEs: 'Paquete de 8 sesiones',
    sessionTypeId: 'regular-session',
    credits: 8,
    used: 1,
    purchasedAt: '2026-03-03T17:00:00.000Z',
    validUntil: '2027-03-03T17:00:00.000Z',
    status: 'active',
    ...extra,
  };
}
