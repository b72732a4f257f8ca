import type { ContactSubmission } from '@ministry/contracts/contact';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { Resource } from '@ministry/contracts/resource';
import type { User } from '@ministry/contracts/user';

export const ADMIN: User = {
  id: 'u-admin',
  username: 'grace',
  email: 'grace@example.org',
  firstName: 'Grace',
  lastName: 'Lopez',
  role: 'admin',
};

export const MEMBER: User = {
  id: 'u-member',
  username: 'ruth',
  email: 'ruth@example.org',
  firstName: 'Ruth',
  lastName: 'Moab',
  role: 'member',
  createdAt: '2025-01-05T15:00:00.000Z',
};

export function makeUsers(count: number): User[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `u-${index + 1}`,
    username: `user${index + 1}`,
    email: `user${index + 1}@example.org`,
    firstName: `First${index + 1}`,
    lastName: 'Person',
    role: 'member' as const,
  }));
}

const noon = (day: string) => `${day}T12:00:00.000Z`;

export function makeEvent(
  id: string,
  title: string,
  day: string,
  extra: Partial<MinistryEvent> = {},
): MinistryEvent {
  return {
    id,
    title,
    category: 'prayer',
    date: noon(day),
    time: '7:00 PM – 8:30 PM',
    location: 'Ministry Center',
    description: 'Together.',
    isRecurring: false,
    ...extra,
  };
}

export const RESOURCES: Resource[] = [
  {
    id: 'r1',
    title: 'Finding Peace in Anxious Times',
    titleEs: 'Encontrar paz en tiempos de ansiedad',
    description: 'A guide.',
    category: 'mental-health',
    type: 'free',
    priceCents: null,
    imageUrl: null,
    downloadable: true,
  },
  {
    id: 'r2',
    title: 'Walking Through Grief',
    description: 'A study.',
    category: 'counseling',
    type: 'premium',
    priceCents: 1299,
    imageUrl: null,
    downloadable: true,
  },
];

export const SUBMISSIONS: ContactSubmission[] = [
  {
    id: 'c-old',
    name: 'Old Sender',
    email: 'old@example.org',
    phone: null,
    subject: 'other',
    message: 'An older message here.',
    createdAt: '2025-01-01T10:00:00.000Z',
  },
  {
    id: 'c-new',
    name: 'Lydia Pérez',
    email: 'lydia@example.org',
    phone: '(718) 555-0123',
    subject: 'counseling',
    message: 'Hello <script>window.__xss = 1</script> please call.',
    createdAt: '2025-03-01T10:00:00.000Z',
  },
];
