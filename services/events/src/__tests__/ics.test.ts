import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import request from 'supertest';
import { signedInCookie } from '@ministry/kit/testing/session';
import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';
import { addDays, calendarDayIn, todayInNewYork } from '@ministry/contracts/calendar-day';
import { EventModel } from '../events/model';
import { seedEvents } from '../events/seed';
import { eventsTestEnvironment } from './events-support';
import { asText } from './signup-support';

// ical.js ships an ES module and a CommonJS build; this CommonJS test loads the latter.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;
type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

const env = eventsTestEnvironment('events-ics');
const { app } = env;

const base = {
  title: 'Evening Bible Study',
  date: '2025-03-04',
  startTime: '19:00',
  endTime: '20:30',
  location: 'Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY',
  description: 'Reading Scripture together.',
  category: 'bible-study',
};

async function insert(fields: Record<string, unknown> = {}): Promise<MinistryEvent> {
  const editor = await signedInCookie(env.db, { role: 'admin' });
  const res = await request(app())
    .post('/api/events')
    .set('Cookie', editor)
    .send({ ...base, ...fields });
  expect(res.status).toBe(201);
  return res.body as MinistryEvent;
}

async function feed(path = '/api/events.ics'): Promise<string> {
  const res = await request(app()).get(path).buffer(true).parse(asText);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return res.body as string;
}

/** Parses with ical.js (a maintained iCalendar parser) and registers the feed's time zones. */
function parse(text: string): IcalComponent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

function vevents(calendar: IcalComponent): IcalEvent[] {
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

/** Every start of an event between two instants, as ical.js expands the RRULE. */
function startsBetween(event: IcalEvent, from: Date, to: Date): string[] {
  const starts: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const start = next.toJSDate();
    if (start > to) break;
    if (start >= from) starts.push(start.toISOString());
    if (starts.length > 1000) throw new Error('runaway expansion');
  }
  return starts;
}

/** Each occurrence ical.js finds on New York days from `from` to `to`: its day and start (null all day). */
function occurrencesBetween(event: IcalEvent, from: string, to: string): [string, string | null][] {
  const found: [string, string | null][] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const day = next.isDate ? next.toString() : calendarDayIn(next.toJSDate());
    if (day > to) break;
    if (day >= from) found.push([day, next.isDate ? null : next.toJSDate().toISOString()]);
    if (found.length > 1000) throw new Error('runaway expansion');
  }
  return found;
}

function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF, and no line is longer than 75 octets.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

describe('GET /api/events.ics', () => {
  it('is a standards-valid calendar that ical.js reads, with New York times and a VTIMEZONE', async () => {
    await seedEvents();
    const text = await feed();
    expectWellFormed(text);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Women of Purpose Ministry – Events');
    // DTSTAMP in UTC, as RFC 5545 requires.
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/New_York');

    const events = vevents(calendar);
    expect(events).toHaveLength(await EventModel.countDocuments());
    for (const event of events) {
      expect(event.uid).toMatch(/^[0-9a-f]{24}@womenofpurpose\.org$/);
      expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(event.startDate).toBeTruthy();
    }
    const study = events.find((event) => event.summary === 'Evening Bible Study')!;
    expect(study.isRecurring()).toBe(true);
    expect(study.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=TU,TH');
    expect(study.startDate.zone?.tzid).toBe('America/New_York');
    expect(study.startDate.hour).toBe(19);
    expect(study.endDate.hour).toBe(20);
    expect(study.endDate.minute).toBe(30);
    expect(study.location).toBe('Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY');
    expect(study.component.getFirstPropertyValue('categories')).toBe('Bible Study');
  });

  it('gives the same occurrences as GET /api/events?from=&to= (ical.js expanding the RRULEs)', async () => {
    await seedEvents();
    await insert({ title: 'Month end', date: '2025-01-31', isRecurring: true, recurringType: 'monthly' });
    await insert({
      title: 'Leap day',
      date: '2024-02-29',
      isRecurring: true,
      recurringType: 'yearly',
      startTime: '23:30',
      endTime: '00:30',
    });
    await insert({
      title: 'Spring Sundays',
      date: '2025-02-23',
      startTime: '10:00',
      endTime: '11:30',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['sunday', 'wednesday'],
      recurringEndDate: '2025-11-09',
    });
    const windows = [
      ['2025-02-01', '2025-12-31'],
      ['2027-11-01', '2028-12-01'],
      [todayInNewYork(), addDays(todayInNewYork(), 120)],
    ] as const;
    const events = vevents(parse(await feed()));
    for (const [from, to] of windows) {
      const res = await request(app()).get(`/api/events?from=${from}&to=${to}`);
      const api = res.body as EventOccurrence[];
      expect(api.length).toBeGreaterThan(0);
      for (const event of events) {
        const expected = api
          .filter((o) => o.title === event.summary)
          .map((o): [string, string | null] => [o.occurrenceDate, o.start]);
        expect({ title: event.summary, found: occurrencesBetween(event, from, to) }).toEqual({
          title: event.summary,
          found: expected,
        });
      }
    }
  });

  it('writes the inclusive end date as UNTIL in UTC, and reads DST correctly', async () => {
    await insert({
      date: '2025-03-02',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['sunday'],
      recurringEndDate: '2025-03-16',
    });
    const [event] = vevents(parse(await feed()));
    const rule = event!.component.getFirstPropertyValue('rrule')!.toString();
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=SU;UNTIL=20250317T035959Z');
    expect(startsBetween(event!, new Date('2025-01-01'), new Date('2026-01-01'))).toEqual([
      '2025-03-03T00:00:00.000Z',
      '2025-03-09T23:00:00.000Z',
      '2025-03-16T23:00:00.000Z',
    ]);
  });

  it('leaves canceled days out with an EXDATE at their start time in New York', async () => {
    const event = await insert({
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday'],
      recurringEndDate: '2025-03-25',
    });
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    for (const day of ['2025-03-11', '2025-03-18']) {
      const res = await request(app())
        .delete(`/api/events/${event.id}/occurrences/${day}`)
        .set('Cookie', editor);
      expect(res.status).toBe(204);
    }
    const text = await feed();
    expectWellFormed(text);
    expect(text).toContain('EXDATE;TZID=America/New_York:20250311T190000,20250318T190000\r\n');
    const [parsed] = vevents(parse(text));
    expect(startsBetween(parsed!, new Date('2025-01-01'), new Date('2026-01-01'))).toEqual([
      '2025-03-05T00:00:00.000Z',
      '2025-03-25T23:00:00.000Z',
    ]);
    const api = await request(app()).get('/api/events?from=2025-03-01&to=2025-03-31');
    expect((api.body as EventOccurrence[]).map((o) => o.start)).toEqual([
      '2025-03-05T00:00:00.000Z',
      '2025-03-25T23:00:00.000Z',
    ]);
  });

  it('starts a weekly series on its first listed weekday, at its start and end times', async () => {
    // 2025-03-03 is a Monday; the series is on Wednesdays.
    await insert({
      date: '2025-03-03',
      startTime: '18:00',
      endTime: '19:00',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['wednesday'],
    });
    const text = await feed();
    expect(text).toContain('DTSTART;TZID=America/New_York:20250305T180000\r\n');
    expect(text).toContain('DTEND;TZID=America/New_York:20250305T190000\r\n');
  });

  it('escapes text and folds long lines without splitting a character', async () => {
    const long =
      'Café, té; y oración — una noche larga con muchas palabras en español para que la línea se doble varias veces.\nSegunda línea \\ fin';
    await insert({ title: 'Noche de fe; café, té', description: long, category: 'youth' });
    const text = await feed();
    expectWellFormed(text);
    expect(text).toContain('SUMMARY:Noche de fe\\; café\\, té\r\n');
    const [event] = vevents(parse(text));
    expect(event!.summary).toBe('Noche de fe; café, té');
    expect(event!.description).toBe(long);
  });

  it('narrows the feed to one category and names it, in Spanish when asked', async () => {
    await seedEvents();
    const calendar = parse(await feed('/api/events.ics?category=workshop&lang=es'));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Women of Purpose Ministry – Taller');
    const events = vevents(calendar);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Taller: Ansiedad, preocupación y paz',
      'Taller: Límites saludables',
    ]);
    expect(events[0]!.component.getFirstPropertyValue('categories')).toBe('Taller');
  });

  it('refuses an unknown language (400)', async () => {
    expect((await request(app()).get('/api/events.ics?lang=fr')).status).toBe(400);
  });

  it('refuses a category that is not a category slug, with a translated 400 and no header injection', async () => {
    for (const category of ['bible%0D%0ASet-Cookie:%20x=1', 'a%22b', 'Bible Study!']) {
      const res = await request(app())
        .get(`/api/events.ics?category=${category}`)
        .set('Accept-Language', 'es');
      expect(res.status).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body.errors.category).toBeTruthy();
    }
    const ok = await request(app()).get('/api/events.ics?category=Bible-Study');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-disposition']).toBe('inline; filename="events-bible-study.ics"');
  });
});

describe('GET /api/events/:id.ics (Add to calendar)', () => {
  it('downloads one event as a calendar file', async () => {
    const event = await insert({ title: 'Évening Bible Study!' });
    await insert({ title: 'Another' });
    const res = await request(app()).get(`/api/events/${event.id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="evening-bible-study.ics"');
    const text = await feed(`/api/events/${event.id}.ics`);
    expectWellFormed(text);
    const events = vevents(parse(text));
    expect(events.map((e) => e.summary)).toEqual(['Évening Bible Study!']);
    expect(events[0]!.uid).toBe(`${event.id}@womenofpurpose.org`);
  });

  it("builds every link from SITE_URL, never from the request's Host header", async () => {
    const event = await insert();
    for (const path of ['/api/events.ics', `/api/events/${event.id}.ics`]) {
      const res = await request(app())
        .get(path)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'https')
        .buffer(true)
        .parse(asText);
      expect(res.status).toBe(200);
      const text = res.body as string;
      expect(text).not.toContain('evil.example');
      const [vevent] = vevents(parse(text));
      expect(String(vevent!.component.getFirstPropertyValue('url'))).toMatch(
        /^http:\/\/localhost:8080\/events/,
      );
    }
  });

  it('answers a JSON 404 for an unknown or malformed id', async () => {
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'nope']) {
      const res = await request(app()).get(`/api/events/${id}.ics`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
    }
  });
});
