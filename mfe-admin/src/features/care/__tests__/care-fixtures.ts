import type { AppointmentView, CounselorProfile, SessionTypeView } from '@ministry/contracts/care';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { startOfNewYorkDay } from '@ministry/contracts/datetime';
import type { User } from '@ministry/contracts/user';

export const COUNSELOR_USER: User = {
  id: 'u-counselor',
  username: 'maria',
  email: 'maria@example.org',
  firstName: 'María',
  lastName: 'Rodríguez',
  role: 'counselor',
};

export const PROFILE: CounselorProfile = {
  id: 'c'.repeat(24),
  userId: COUNSELOR_USER.id,
  teamSlug: 'maria-rodriguez',
  languages: ['en', 'es'],
  modes: ['virtual'],
  active: true,
  weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  exceptions: [],
  meetingLink: null,
  bufferMinutes: 10,
  minNoticeHours: 12,
  horizonWeeks: 8,
  mentor: false,
};

export const SESSION_TYPES: SessionTypeView[] = [
  {
    id: 'initial-consultation',
    name: 'Initial consultation',
    nameEs: 'Consulta inicial',
    durationMinutes: 50,
    priceCents: 7500,
    bookableBy: 'anyone',
    visitorBookable: true,
    planId: null,
    creditKind: null,
    monthlyAllowance: null,
    packageCredits: null,
    packageValidMonths: null,
    packageSessionTypeId: null,
    active: true,
  },
];

/** 10:00 in New York, `days` from today. */
export function newYorkTen(days: number): string {
  return new Date(
    startOfNewYorkDay(addDays(todayInNewYork(), days)).getTime() + 10 * 3_600_000,
  ).toISOString();
}

export function appointment(fields: Partial<AppointmentView> & { memberName?: string }): AppointmentView & {
  memberName?: string;
} {
  const startsAt = fields.startsAt ?? newYorkTen(2);
  return {
    id: 'a'.repeat(24),
    counselorId: PROFILE.id,
    userId: 'u-member',
    typeId: 'initial-consultation',
    mode: 'virtual',
    language: 'en',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
    status: 'booked',
    priceCents: 7500,
    holdExpiresAt: null,
    meetingLink: null,
    hasIntake: false,
    hasNotes: false,
    usesCredit: false,
    usesPackage: false,
    seriesId: null,
    changeableUntil: startsAt,
    createdAt: startsAt,
    memberName: 'Ruth Moab',
    ...fields,
  };
}
