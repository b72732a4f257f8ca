import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';
import {
  DEFAULT_SIGNUP,
  type OccurrenceDetail,
  type Registration,
  type SignupSettings,
} from '@ministry/contracts/event-signup';

const noon = (day: string) => `${day}T12:00:00.000Z`;

export function event(fields: Partial<MinistryEvent> & Pick<MinistryEvent, 'id' | 'title'>): MinistryEvent {
  return {
    titleEs: null,
    category: 'bible-study',
    date: noon('2025-03-04'),
    startTime: '19:00',
    endTime: '20:30',
    timeZone: 'America/New_York',
    time: '7:00 PM – 8:30 PM',
    signup: DEFAULT_SIGNUP,
    location: 'Ministry Center',
    description: `About ${fields.title}.`,
    descriptionEs: null,
    isRecurring: false,
    recurringType: null,
    recurringDays: [],
    recurringEndDate: null,
    ...fields,
  };
}

export function occurrence(of: MinistryEvent, day: string): EventOccurrence {
  return { ...of, occurrenceDate: day, start: null, end: null, allDay: false };
}

export const eveningStudy = event({
  id: 'e1',
  title: 'Evening Bible Study',
  titleEs: 'Estudio bíblico vespertino',
  description: 'Reading Scripture together.',
  descriptionEs: 'Leemos juntas las Escrituras.',
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['tuesday', 'thursday'],
});
export const prayerGroup = event({
  id: 'e2',
  title: 'Prayer Group',
  category: 'prayer',
  startTime: '20:45',
  endTime: '21:30',
  time: '8:45 PM – 9:30 PM',
  location: 'Online (video call)',
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['tuesday'],
});
export const morningStudy = event({
  id: 'e3',
  title: 'Morning Bible Study',
  date: noon('2025-03-05'),
  startTime: '10:00',
  endTime: '11:30',
  time: '10:00 AM – 11:30 AM',
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['wednesday'],
});
export const workshop = event({
  id: 'e4',
  title: 'Workshop: Healthy Boundaries',
  category: 'workshop',
  date: noon('2025-03-20'),
  startTime: '18:30',
  endTime: '21:00',
  time: '6:30 PM – 9:00 PM',
  signup: { enabled: true, capacity: 20, waitlist: true, closesHoursBefore: 24 },
});
export const bookClub = event({
  id: 'e5',
  title: 'Book Club',
  category: 'book-club',
  date: noon('2025-03-03'),
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['monday'],
  recurringEndDate: noon('2025-06-30'),
});
export const pastRetreat = event({
  id: 'e6',
  title: 'Past Retreat',
  category: 'retreat',
  date: noon('2025-01-10'),
});

export const ALL_EVENTS = [pastRetreat, bookClub, eveningStudy, prayerGroup, morningStudy, workshop];

/** The occurrences the service would answer for the March 2025 grid (23 Feb – 5 Apr). */
export const MARCH_OCCURRENCES = [
  occurrence(bookClub, '2025-03-10'),
  occurrence(eveningStudy, '2025-03-11'),
  occurrence(prayerGroup, '2025-03-11'),
  occurrence(morningStudy, '2025-03-12'),
  occurrence(eveningStudy, '2025-03-13'),
  occurrence(workshop, '2025-03-20'),
];

/** A retreat with sign-up on (20 seats, a waitlist, closes 24 hours before), on Saturday 22 March 2025. */
export const RETREAT_SIGNUP: SignupSettings = {
  enabled: true,
  capacity: 20,
  waitlist: true,
  closesHoursBefore: 24,
};

export function occurrenceDetail(fields: Partial<OccurrenceDetail> = {}): OccurrenceDetail {
  return {
    id: 'r1',
    date: '2025-03-22',
    title: "Women's Retreat Day",
    titleEs: 'Día de retiro para mujeres',
    category: 'retreat',
    location: 'Ministry Center',
    description: 'A day of rest, prayer and worship.',
    descriptionEs: 'Un día de descanso, oración y alabanza.',
    startTime: '09:30',
    endTime: '16:00',
    timeZone: 'America/New_York',
    startsAt: '2025-03-22T09:30:00-04:00',
    endsAt: '2025-03-22T16:00:00-04:00',
    signup: RETREAT_SIGNUP,
    seats: { capacity: 20, taken: 13, waitlist: 0 },
    signupState: 'open',
    closesAt: '2025-03-21T09:30:00-04:00',
    myRegistration: null,
    ...fields,
  };
}

export function registration(
  fields: Partial<Registration> & Pick<Registration, 'id' | 'name'>,
): Registration {
  return {
    eventId: 'e4',
    date: '2025-03-20',
    email: `${fields.name.split(' ')[0]!.toLowerCase()}@example.org`,
    status: 'confirmed',
    waitlistPosition: null,
    attended: false,
    createdAt: '2025-03-12T14:05:00.000Z',
    ...fields,
  };
}
