/** @jest-environment node */
import { serverRender, type SectionModule, type ServerAddress } from '@ministry/platform/testing';
import { ALL_EVENTS, MARCH_OCCURRENCES, occurrenceDetail } from '../../__tests__/fixtures';
import * as eventOccurrence from '../event-occurrence.ssr';
import * as eventsCalendar from '../events-calendar.ssr';

// The modules the pages service loads, as its contract types them.
const sections: Record<string, SectionModule> = { eventsCalendar, eventOccurrence };

/** 11 March 2025, 11:30 p.m. in New York: already the 12th in UTC. */
const LATE_ON_THE_11TH = Date.parse('2025-03-12T03:30:00Z');
const MARCH_GRID = '/api/events?from=2025-02-23&to=2025-04-05';
const APRIL_GRID = '/api/events?from=2025-03-30&to=2025-05-10';
const RETREAT = '/api/events/r1/occurrences/2025-03-22';

const api = (path: string) => {
  if (path === '/api/events') return ALL_EVENTS;
  if (path === MARCH_GRID) return MARCH_OCCURRENCES;
  if (path.startsWith('/api/events?from=')) return [];
  if (path === RETREAT) return occurrenceDetail();
  return undefined;
};

// A warning while rendering on the server (a layout effect, a missing key…) fails the test.
beforeEach(() => {
  jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
});

// A visitor's page: the pages service tells it that nobody is signed in.
const render = (section: SectionModule, address: ServerAddress) => serverRender(section, address, api);

const calendar = (language: ServerAddress['language'], url = '/events'): ServerAddress => ({
  url,
  route: '/events',
  language,
  now: LATE_ON_THE_11TH,
});
const occurrencePage = (id: string, date: string, language: ServerAddress['language']): ServerAddress => ({
  url: `/events/${id}/${date}`,
  route: '/events/:id/:date',
  params: { id, date },
  language,
  now: LATE_ON_THE_11TH,
});

describe('the server render of /events', () => {
  it('is the browser page itself, and reads the month of today in New York under the hooks’ keys', async () => {
    expect(sections.eventsCalendar!.default).toBe((await import('../../pages/events-calendar')).default);
    const { reads, notFound } = await render(sections.eventsCalendar!, calendar('en'));
    expect(reads.sort()).toEqual(['/api/events', MARCH_GRID]);
    expect(notFound).toBe(false);
  });

  it("shows the month, today and today's events with their times in English, with no loading text", async () => {
    const { html, text } = await render(sections.eventsCalendar!, calendar('en'));
    expect(text).toContain('Events Bible studies, prayer groups');
    expect(text).toContain('March 2025');
    expect(html).toContain('aria-label="Tuesday, March 11, 2025, today, 2 events"');
    expect(text).toContain('Events on Tuesday, March 11, 2025');
    expect(text).toContain('Evening Bible Study Bible Study 7:00 PM – 8:30 PM Ministry Center');
    expect(text).toContain('Prayer Group Prayer Meeting 8:45 PM – 9:30 PM Online (video call)');
    expect(text).not.toContain('Loading events');
  });

  it('shows them in Spanish, with no loading text', async () => {
    const { text } = await render(sections.eventsCalendar!, calendar('es'));
    expect(text).toContain('Eventos Estudios bíblicos');
    expect(text).toContain('Marzo de 2025');
    expect(text).toContain('Eventos del martes, 11 de marzo de 2025');
    expect(text).toContain('Estudio bíblico vespertino');
    expect(text).toContain('7:00 p.m. – 8:30 p.m.');
    expect(text).toContain('8:45 p.m. – 9:30 p.m.');
    expect(text).not.toContain('Cargando eventos');
  });

  it('reads and shows the month of the day ?date= names', async () => {
    const { reads, text } = await render(sections.eventsCalendar!, calendar('en', '/events?date=2025-04-02'));
    expect(reads.sort()).toEqual(['/api/events', APRIL_GRID]);
    expect(text).toContain('April 2025');
    expect(text).toContain('Events on Wednesday, April 2, 2025 ');
    expect(text).toContain('No events scheduled for this date.');
  });

  it('falls back to today for a ?date= that is no day', async () => {
    const { reads } = await render(sections.eventsCalendar!, calendar('en', '/events?date=2025-02-30'));
    expect(reads).toContain(MARCH_GRID);
  });
});

describe('the server render of /events/:id/:date', () => {
  it('is the browser page itself, and reads the occurrence under useOccurrence’s key', async () => {
    expect(sections.eventOccurrence!.default).toBe((await import('../../pages/event-occurrence')).default);
    const { reads, start } = await render(
      sections.eventOccurrence!,
      occurrencePage('r1', '2025-03-22', 'en'),
    );
    expect(reads).toEqual([RETREAT]);
    expect(Object.keys(start.fallback)).toEqual([RETREAT]);
  });

  it('shows the occurrence, its time and seats, and the visitor’s form in English and Spanish', async () => {
    const en = await render(sections.eventOccurrence!, occurrencePage('r1', '2025-03-22', 'en'));
    expect(en.notFound).toBe(false);
    expect(en.text).toContain("Women's Retreat Day");
    expect(en.text).toContain(
      'Date Saturday, March 22, 2025 Time 9:30 AM – 4:00 PM Location Ministry Center',
    );
    expect(en.text).toContain('Sign up 7 of 20 seats left');
    expect(en.html).toContain('type="email"');
    expect(en.text).not.toContain('Loading the event');

    const es = await render(sections.eventOccurrence!, occurrencePage('r1', '2025-03-22', 'es'));
    expect(es.text).toContain('Día de retiro para mujeres');
    expect(es.text).toContain('Fecha sábado, 22 de marzo de 2025 Hora 9:30 a.m. – 4:00 p.m.');
    expect(es.text).toContain('Quedan 7 de 20 lugares');
    expect(es.text).not.toContain('Cargando el evento');
  });

  it('never puts a sign-up of her own in the HTML', async () => {
    // A member's page (the server reads nothing of hers), from an answer that carries a sign-up.
    const member = { ...occurrencePage('r1', '2025-03-22', 'en'), visitor: false };
    const { text } = await serverRender(sections.eventOccurrence!, member, () =>
      occurrenceDetail({ myRegistration: { id: 'g9', status: 'confirmed' } }),
    );
    expect(text).not.toContain('You are signed up');
  });

  it('answers 404 for a date the event does not have, from the stored null, in both languages', async () => {
    const en = await render(sections.eventOccurrence!, occurrencePage('r1', '2025-03-23', 'en'));
    expect(en.notFound).toBe(true);
    expect(en.start.fallback).toEqual({ '/api/events/r1/occurrences/2025-03-23': null });
    expect(en.text).toContain('Event not found');
    expect(en.text).not.toContain('Loading the event');
    const es = await render(sections.eventOccurrence!, occurrencePage('r1', '2025-03-23', 'es'));
    expect(es.text).toContain('Evento no encontrado');
  });

  it('answers 404 for an address whose date is no day, without reading anything', async () => {
    const { reads, notFound, text } = await render(
      sections.eventOccurrence!,
      occurrencePage('r1', 'someday', 'en'),
    );
    expect(reads).toEqual([]);
    expect(notFound).toBe(true);
    expect(text).toContain('Event not found');
  });
});
