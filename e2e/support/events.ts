import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, todayInNewYork, type CalendarDay } from '@ministry/contracts/calendar-day';
import type { MinistryEvent } from '@ministry/contracts/event';
import type { EventPricing } from '@ministry/contracts/event-pricing';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { uniqueName } from './session';

/** The next Tuesday on or after a day (the seeded Evening Bible Study and Prayer Group meet then). */
export function nextTuesday(day: CalendarDay = todayInNewYork()): CalendarDay {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (2 - weekday + 7) % 7);
}

/** A single event a test made for itself, with sign-up on: its seats are the test's alone. */
export interface TestEvent {
  event: MinistryEvent;
  /** Its one date. */
  date: CalendarDay;
  /** That date's sign-up state, as the occurrence page reads it. */
  occurrence: OccurrenceDetail;
}

export interface TestEventOptions {
  /** The start of its titles (a random suffix follows). */
  title?: string;
  titleEs?: string;
  /** Seats for its date; 20 unless given. */
  capacity?: number;
  /** Days from today (New York); 12 unless given, as the seeded workshop. */
  inDays?: number;
  /** Paid places (free sign-up unless given). */
  pricing?: EventPricing;
}

/**
 * Creates a single event from 10:00 AM to 1:00 PM with sign-up on, through the events API
 * (`editor`: an admin's or event editor's client, see `asAdmin`).
 */
export async function createSignupEvent(
  editor: APIRequestContext,
  options: TestEventOptions = {},
): Promise<TestEvent> {
  const suffix = uniqueName('');
  const date = addDays(todayInNewYork(), options.inDays ?? 12);
  const created = await editor.post('/api/events', {
    data: {
      title: `${options.title ?? 'Test Workshop'} ${suffix}`,
      titleEs: `${options.titleEs ?? 'Taller de prueba'} ${suffix}`,
      date,
      startTime: '10:00',
      endTime: '13:00',
      location: 'Fellowship hall',
      description: `Made by an end-to-end test for itself (${suffix}).`,
      descriptionEs: `Creado por una prueba de extremo a extremo para sí misma (${suffix}).`,
      category: 'workshop',
      signup: { enabled: true, capacity: options.capacity ?? 20, waitlist: false, closesHoursBefore: 0 },
      pricing: options.pricing ?? null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as MinistryEvent;
  const response = await editor.get(`/api/events/${event.id}/occurrences/${date}`);
  expect(response.status(), await response.text()).toBe(200);
  return { event, date, occurrence: (await response.json()) as OccurrenceDetail };
}

/**
 * Waits until visitors see the event on the calendar of its date: the gateway keeps visitors' reads
 * of the events, and the server-rendered calendar, for a few seconds. `request` must carry no session.
 */
export async function untilVisitorsSeeEvent(
  request: APIRequestContext,
  { event, date }: TestEvent,
): Promise<void> {
  const listed = async () => {
    const events = (await (await request.get('/api/events')).json()) as { id: string }[];
    const page = await (await request.get(`/events?date=${date}`)).text();
    return events.some((listed) => listed.id === event.id) && page.includes(event.title);
  };
  await expect.poll(listed, { timeout: 20_000 }).toBe(true);
}
