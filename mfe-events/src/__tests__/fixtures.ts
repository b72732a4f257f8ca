import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';

const noon = (day: string) => `${day}T12:00:00.000Z`;

export function event(fields: Partial<MinistryEvent> & Pick<MinistryEvent, 'id' | 'title'>): MinistryEvent {
  return {
    titleEs: null,
    category: 'bible-study',
    date: noon('2025-03-04'),
    time: '7:00 PM – 8:30 PM',
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
