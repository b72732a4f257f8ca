import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { type SessionTypeView } from '@ministry/contracts/care';
import { SessionTypeModel, type SessionTypeDocument } from './model';

type Seed = Omit<SessionTypeView, 'id' | 'active'> & { id: string };

const base = {
  visitorBookable: false,
  planId: null,
  creditKind: null,
  monthlyAllowance: null,
  packageCredits: null,
  packageValidMonths: null,
  packageSessionTypeId: null,
} as const;

/** The session types a new site starts with (staff change them after; a seed never overwrites). */
export const SEED_SESSION_TYPES: Seed[] = [
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
    id: 'regular-session',
    name: 'Counseling session',
    nameEs: 'Sesión de consejería',
    durationMinutes: 50,
    priceCents: 12500,
    bookableBy: 'anyone',
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
    nameEs: 'Sesión del plan Crecimiento',
    durationMinutes: 45,
    priceCents: 0,
    bookableBy: 'plan',
    planId: 'growth',
    creditKind: 'session',
    monthlyAllowance: 2,
  },
  {
    ...base,
    id: 'plan-transform',
    name: 'Transform plan session',
    nameEs: 'Sesión del plan Transformación',
    durationMinutes: 60,
    priceCents: 0,
    bookableBy: 'plan',
    planId: 'transform',
    creditKind: 'session',
    monthlyAllowance: 4,
  },
  {
    ...base,
    id: 'plan-transform-family',
    name: 'Transform plan family session',
    nameEs: 'Sesión familiar del plan Transformación',
    durationMinutes: 60,
    priceCents: 0,
    bookableBy: 'plan',
    planId: 'transform',
    creditKind: 'family',
    monthlyAllowance: 1,
  },
];

/** Inserts each seed type not there yet (a unique `_id`: however many instances start at once). */
export async function seedSessionTypes(): Promise<void> {
  for (const { id, ...fields } of SEED_SESSION_TYPES) {
    if (await SessionTypeModel.exists({ _id: id })) continue;
    try {
      await SessionTypeModel.create({ _id: id, ...fields, active: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

export function sessionTypeView(doc: SessionTypeDocument): SessionTypeView {
  return {
    id: doc._id,
    name: doc.name,
    nameEs: doc.nameEs,
    durationMinutes: doc.durationMinutes,
    priceCents: doc.priceCents,
    bookableBy: doc.bookableBy,
    visitorBookable: doc.visitorBookable,
    planId: (doc.planId ?? null) as SessionTypeView['planId'],
    creditKind: (doc.creditKind ?? null) as SessionTypeView['creditKind'],
    monthlyAllowance: doc.monthlyAllowance ?? null,
    packageCredits: doc.packageCredits ?? null,
    packageValidMonths: doc.packageValidMonths ?? null,
    packageSessionTypeId: doc.packageSessionTypeId ?? null,
    active: doc.active,
  };
}
