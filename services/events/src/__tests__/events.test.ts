import request from 'supertest';
import { signedInCookie } from '@ministry/kit/testing/session';
import { nextEventDay, type EventOccurrence, type MinistryEvent } from '@ministry/contracts/event';
import { addDays, todayInNewYork, weekdayNameOf } from '@ministry/contracts/calendar-day';
import { EventModel } from '../events/model';
import { demoEvents, seedEvents } from '../events/seed';
import { eventsTestEnvironment, validEvent as valid } from './events-support';

const env = eventsTestEnvironment('events');
const { app } = env;

async function insert(fields: Partial<typeof valid> & Record<string, unknown> = {}): Promise<MinistryEvent> {
  const editor = await signedInCookie(env.db, { role: 'event_editor' });
  const res = await request(app())
    .post('/api/events')
    .set('Cookie', editor)
    .send({ ...valid, ...fields });
  expect(res.status).toBe(201);
  return res.body as MinistryEvent;
}

async function occurrences(query: string): Promise<EventOccurrence[]> {
  const res = await request(app()).get(`/api/events?${query}`);
  expect(res.status).toBe(200);
  return res.body as EventOccurrence[];
}

describe('GET /api/events (the list)', () => {
  it('lists the seeded events earliest first, with ids and no internals', async () => {
    await seedEvents();
    const res = await request(app()).get('/api/events');
    expect(res.status).toBe(200);
    const events = res.body as MinistryEvent[];
    expect(events).toHaveLength(demoEvents().length);
    const dates = events.map((e) => Date.parse(e.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(events[0]).toHaveProperty('id');
    expect(events[0]).not.toHaveProperty('_id');
    expect(events[0]).not.toHaveProperty('__v');
    expect(events.find((e) => e.title === 'Evening Bible Study')).toMatchObject({
      titleEs: 'Estudio bíblico vespertino',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday', 'thursday'],
      startTime: '19:00',
      endTime: '20:30',
      timeZone: 'America/New_York',
      time: '7:00 PM – 8:30 PM',
    });
  });

  it('seeds a ministry calendar in both languages, only into an empty collection', async () => {
    await seedEvents();
    await seedEvents();
    const events = await EventModel.find().lean();
    expect(events).toHaveLength(demoEvents().length);
    for (const event of events) {
      expect(event.titleEs).toBeTruthy();
      expect(event.descriptionEs).toBeTruthy();
    }
    const titles = events.map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Evening Bible Study',
        'Morning Bible Study',
        'Book Club',
        'Prayer Group',
        "Women's Retreat Day",
      ]),
    );
    expect(events.filter((e) => e.category === 'workshop').length).toBeGreaterThanOrEqual(2);
    expect(events.find((e) => e.title === 'Morning Bible Study')?.recurringDays).toEqual(['wednesday']);
    expect(events.find((e) => e.title === 'Book Club')?.recurringDays).toEqual(['monday']);
    expect(events.find((e) => e.title === 'Prayer Group')?.recurringDays).toEqual(['tuesday']);
  });

  it('gives every seeded event its times, and opens sign-up with limited seats on upcoming ones', async () => {
    await seedEvents();
    const events = (await request(app()).get('/api/events')).body as MinistryEvent[];
    for (const event of events) {
      expect(event.startTime).toMatch(/^\d{2}:\d{2}$/);
      expect(event.endTime).toMatch(/^\d{2}:\d{2}$/);
      expect(event.timeZone).toBe('America/New_York');
    }
    const today = todayInNewYork();
    const withSeats = events.filter(
      (event) =>
        event.signup?.enabled && event.signup.capacity !== null && nextEventDay(event, today) !== null,
    );
    expect(withSeats.map((event) => event.title)).toEqual(
      expect.arrayContaining(["Women's Retreat Day", 'Workshop: Healthy Boundaries']),
    );
    const retreat = withSeats.find((event) => event.title === "Women's Retreat Day")!;
    expect(retreat.signup).toEqual({
      enabled: true,
      capacity: 15,
      waitlist: true,
      closesHoursBefore: 48,
      membersOnly: false,
    });
  });

  it('answers an empty list when there are no events', async () => {
    const res = await request(app()).get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('narrows the list to one category', async () => {
    await seedEvents();
    const res = await request(app()).get('/api/events?category=workshop');
    expect((res.body as MinistryEvent[]).map((e) => e.category)).toEqual(['workshop', 'workshop']);
  });

  it('answers a JSON 405 for a method the path does not take', async () => {
    const res = await request(app()).put('/api/events');
    expect(res.status).toBe(405);
    expect(res.body).toHaveProperty('message');
  });
});

describe('GET /api/events?from=&to= (occurrences)', () => {
  it('expands the seeded weekly events over the next weeks, on their weekdays', async () => {
    await seedEvents();
    const today = todayInNewYork();
    const list = await occurrences(`from=${today}&to=${addDays(today, 27)}`);
    const evening = list.filter((o) => o.title === 'Evening Bible Study');
    expect(evening).toHaveLength(8);
    for (const o of evening) expect(['tuesday', 'thursday']).toContain(weekdayNameOf(o.occurrenceDate));
    expect(list.filter((o) => o.title === 'Morning Bible Study')).toHaveLength(4);
    expect(list.filter((o) => o.title === 'Prayer Group')).toHaveLength(4);
    expect(list.some((o) => o.title === 'Workshop: Healthy Boundaries')).toBe(true);
    expect(list.some((o) => o.title === "Women's Retreat Day")).toBe(false);
    // In order of day, then start time.
    const keys = list.map((o) => `${o.occurrenceDate} ${o.start ?? ''}`);
    expect([...keys].sort()).toEqual(keys);
  });

  it('gives each occurrence its day and New York start and end, with the event id', async () => {
    const event = await insert({ isRecurring: true, recurringType: 'weekly', recurringDays: ['tuesday'] });
    const [first] = await occurrences('from=2025-03-01&to=2025-03-05');
    expect(first).toMatchObject({
      id: event.id,
      title: 'Evening Bible Study',
      occurrenceDate: '2025-03-04',
      start: '2025-03-05T00:00:00.000Z',
      end: '2025-03-05T01:30:00.000Z',
      allDay: false,
    });
  });

  it('keeps a weekly event at 7 PM local time across both daylight-saving changes', async () => {
    await insert({
      date: '2025-03-02',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['sunday'],
    });
    const spring = await occurrences('from=2025-03-01&to=2025-03-16');
    expect(spring.map((o) => [o.occurrenceDate, o.start])).toEqual([
      ['2025-03-02', '2025-03-03T00:00:00.000Z'], // EST, UTC−5
      ['2025-03-09', '2025-03-09T23:00:00.000Z'], // EDT from that morning, UTC−4
      ['2025-03-16', '2025-03-16T23:00:00.000Z'],
    ]);
    const autumn = await occurrences('from=2025-10-26&to=2025-11-09');
    expect(autumn.map((o) => [o.occurrenceDate, o.start])).toEqual([
      ['2025-10-26', '2025-10-26T23:00:00.000Z'],
      ['2025-11-02', '2025-11-03T00:00:00.000Z'],
      ['2025-11-09', '2025-11-10T00:00:00.000Z'],
    ]);
  });

  it('skips months without the 31st and has 29 February only in leap years', async () => {
    await insert({ title: 'Month end', date: '2025-01-31', isRecurring: true, recurringType: 'monthly' });
    await insert({
      title: 'Leap day',
      date: '2024-02-29',
      isRecurring: true,
      recurringType: 'yearly',
      startTime: '09:00',
      endTime: '17:00',
    });
    const monthly = await occurrences('from=2025-01-01&to=2025-06-30');
    expect(monthly.map((o) => o.occurrenceDate)).toEqual(['2025-01-31', '2025-03-31', '2025-05-31']);
    const leap = await occurrences('from=2027-06-01&to=2028-06-30');
    expect(leap.map((o) => [o.title, o.occurrenceDate, o.allDay, o.start])).toEqual([
      ['Month end', '2027-07-31', false, '2027-07-31T23:00:00.000Z'],
      ['Month end', '2027-08-31', false, '2027-08-31T23:00:00.000Z'],
      ['Month end', '2027-10-31', false, '2027-10-31T23:00:00.000Z'],
      ['Month end', '2027-12-31', false, '2028-01-01T00:00:00.000Z'],
      ['Month end', '2028-01-31', false, '2028-02-01T00:00:00.000Z'],
      ['Leap day', '2028-02-29', false, '2028-02-29T14:00:00.000Z'],
      ['Month end', '2028-03-31', false, '2028-03-31T23:00:00.000Z'],
      ['Month end', '2028-05-31', false, '2028-05-31T23:00:00.000Z'],
    ]);
    expect(await occurrences('from=2025-02-01&to=2025-03-30')).toEqual([]);
  });

  it('includes the end date and stops after it', async () => {
    await insert({
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday', 'thursday'],
      recurringEndDate: '2025-03-13',
    });
    const list = await occurrences('from=2025-03-01&to=2025-03-31');
    expect(list.map((o) => o.occurrenceDate)).toEqual([
      '2025-03-04',
      '2025-03-06',
      '2025-03-11',
      '2025-03-13',
    ]);
  });

  it('answers a single event inside the window, and nothing for events outside it', async () => {
    await insert({ date: '2025-05-10' });
    expect((await occurrences('from=2025-05-10&to=2025-05-10')).map((o) => o.occurrenceDate)).toEqual([
      '2025-05-10',
    ]);
    expect(await occurrences('from=2025-05-11&to=2025-06-10')).toEqual([]);
    expect(await occurrences('from=2025-04-01&to=2025-05-09')).toEqual([]);
  });

  it('narrows occurrences to one category', async () => {
    await insert({ category: 'prayer', title: 'Prayer' });
    await insert({ category: 'workshop', title: 'Workshop' });
    expect((await occurrences('from=2025-03-01&to=2025-03-31&category=prayer')).map((o) => o.title)).toEqual([
      'Prayer',
    ]);
  });

  it.each([
    ['only from', 'from=2025-03-01'],
    ['only to', 'to=2025-03-01'],
    ['not a date', 'from=March&to=2025-03-31'],
    ['a day that does not exist', 'from=2025-02-30&to=2025-03-31'],
    ['to before from', 'from=2025-03-31&to=2025-03-01'],
  ])('refuses a window with %s (400)', async (_name, query) => {
    const res = await request(app()).get(`/api/events?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Give from and to as dates (YYYY-MM-DD), from on or before to');
  });

  it('allows at most 400 days, and says so in Spanish too', async () => {
    expect((await request(app()).get('/api/events?from=2025-01-01&to=2026-02-04')).status).toBe(200);
    const res = await request(app())
      .get('/api/events?from=2025-01-01&to=2026-02-05')
      .set('Accept-Language', 'es');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Solicite como máximo 400 días a la vez');
  });
});

describe('GET /api/events/:id', () => {
  it('answers one event, and a JSON 404 for an unknown or malformed id', async () => {
    const event = await insert();
    const res = await request(app()).get(`/api/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: event.id, title: 'Evening Bible Study' });
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id', '123', "'%20OR%201=1"]) {
      const missing = await request(app()).get(`/api/events/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found.' });
    }
  });
});

describe('POST /api/events', () => {
  it('is refused to visitors (401) and members (403)', async () => {
    const signedOut = await request(app()).post('/api/events').send(valid);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'Please sign in first.' });
    const member = await signedInCookie(env.db, { role: 'member' });
    const res = await request(app()).post('/api/events').set('Cookie', member).send(valid);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to do that.' });
    expect(await EventModel.countDocuments()).toBe(0);
  });

  it.each([
    ['an admin', { role: 'admin' }],
    ['the admin username', { role: 'member', username: 'admin' }],
    ['an event editor', { role: 'event_editor' }],
    ['the configured event editor account', { role: 'member', canManageEvents: true }],
  ])('creates an event for %s', async (_name, user) => {
    const cookie = await signedInCookie(env.db, user);
    const res = await request(app()).post('/api/events').set('Cookie', cookie).send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, date: '2025-03-04T12:00:00.000Z', isRecurring: false });
    expect(await EventModel.countDocuments()).toBe(1);
  });

  it("validates with the shared schema's messages, in the caller's language", async () => {
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const res = await request(app()).post('/api/events').set('Cookie', editor).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Title is required');
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      startTime: 'Time is required',
      endTime: 'End time is required',
      location: 'Location is required',
      description: 'Description is required',
      category: 'Category is required',
    });
    const es = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .set('Accept-Language', 'es-US,es;q=0.9')
      .send({ ...valid, location: '  ' });
    expect(es.status).toBe(400);
    expect(es.body.errors).toEqual({ location: 'La ubicación es obligatoria' });
  });

  it('refuses bad recurrence values and an end before the date', async () => {
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const res = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .send({ ...valid, isRecurring: true, recurringType: 'daily', recurringDays: ['someday'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      recurringType: 'Repeat must be weekly, monthly or yearly',
      'recurringDays[0]': 'Unknown weekday',
    });
    const before = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .send({ ...valid, isRecurring: true, recurringType: 'weekly', recurringEndDate: '2025-03-03' });
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ recurringEndDate: 'The end date cannot be before the date' });
  });

  it('stores days as New York days and keeps recurrence fields only where they mean something', async () => {
    const single = await insert({
      date: '2025-03-11T02:30:00.000Z', // the evening of 10 March in New York
      recurringType: 'weekly',
      recurringDays: ['monday'],
      recurringEndDate: '2025-04-01',
      internal: 'ignored',
    });
    expect(single).toMatchObject({
      date: '2025-03-10T12:00:00.000Z',
      isRecurring: false,
      recurringType: null,
      recurringDays: [],
      recurringEndDate: null,
    });
    expect(single).not.toHaveProperty('internal');
    const monthly = await insert({
      isRecurring: true,
      recurringType: 'monthly',
      recurringDays: ['monday'],
      recurringEndDate: '2025-12-31',
    });
    expect(monthly).toMatchObject({ recurringDays: [], recurringEndDate: '2025-12-31T12:00:00.000Z' });
    const untyped = await insert({ isRecurring: true });
    expect(untyped.recurringType).toBe('weekly');
  });

  it('refuses a write from another site (CSRF)', async () => {
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const res = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .set('Origin', 'https://evil.example')
      .send(valid);
    expect(res.status).toBe(403);
  });
});

describe('PATCH /api/events/:id', () => {
  it('is refused to visitors (401) and members (403)', async () => {
    const event = await insert();
    expect((await request(app()).patch(`/api/events/${event.id}`).send({ title: 'X' })).status).toBe(401);
    const member = await signedInCookie(env.db, { role: 'member' });
    const res = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', member)
      .send({ title: 'X' });
    expect(res.status).toBe(403);
    expect((await EventModel.findById(event.id))?.title).toBe('Evening Bible Study');
  });

  it('updates every field the form sends, or only the ones given', async () => {
    const event = await insert();
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const full = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', editor)
      .send({
        ...valid,
        title: 'Thursday Bible Study',
        date: '2025-03-06',
        isRecurring: true,
        recurringType: 'weekly',
        recurringDays: ['thursday'],
      });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      id: event.id,
      title: 'Thursday Bible Study',
      date: '2025-03-06T12:00:00.000Z',
      recurringDays: ['thursday'],
    });
    const partial = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', editor)
      .send({ location: 'Online (video call)' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      title: 'Thursday Bible Study',
      location: 'Online (video call)',
      recurringDays: ['thursday'],
    });
    const stopped = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', editor)
      .send({ isRecurring: false });
    expect(stopped.body).toMatchObject({ isRecurring: false, recurringType: null, recurringDays: [] });
  });

  it('validates the result with the same messages', async () => {
    const event = await insert();
    const admin = await signedInCookie(env.db, { role: 'admin' });
    const res = await request(app())
      .patch(`/api/events/${event.id}`)
      .set('Cookie', admin)
      .send({ title: '', description: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ title: 'Title is required', description: 'Description is required' });
    const notAnObject = await request(app()).patch(`/api/events/${event.id}`).set('Cookie', admin).send([1]);
    expect(notAnObject.status).toBe(400);
  });

  it('refuses a list or an object where one value belongs (was a 500, or [true] taken as true)', async () => {
    const event = await insert();
    const admin = await signedInCookie(env.db, { role: 'admin' });
    for (const body of [{ location: ['Hall'] }, { location: { $ne: null } }, { isRecurring: [true] }]) {
      const res = await request(app())
        .patch(`/api/events/${event.id}`)
        .set('Cookie', admin)
        .set('Accept-Language', 'es')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('La solicitud no es válida.');
    }
    const stored = await request(app()).get(`/api/events/${event.id}`);
    expect(stored.body).toMatchObject({ location: event.location, isRecurring: event.isRecurring });
  });

  it('answers a JSON 404 for an unknown or malformed id, never a 500', async () => {
    const admin = await signedInCookie(env.db, { role: 'admin' });
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'nope', 'zzzzzzzzzzzzzzzzzzzzzzzz']) {
      const res = await request(app()).patch(`/api/events/${id}`).set('Cookie', admin).send(valid);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.' });
    }
  });
});

describe('DELETE /api/events/:id', () => {
  it('is refused to visitors (401) and members (403)', async () => {
    const event = await insert();
    expect((await request(app()).delete(`/api/events/${event.id}`)).status).toBe(401);
    const member = await signedInCookie(env.db, { role: 'member' });
    expect((await request(app()).delete(`/api/events/${event.id}`).set('Cookie', member)).status).toBe(403);
    expect(await EventModel.countDocuments()).toBe(1);
  });

  it('deletes for an event editor, then the id is a 404', async () => {
    const event = await insert();
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const res = await request(app()).delete(`/api/events/${event.id}`).set('Cookie', editor);
    expect(res.status).toBe(204);
    expect(await EventModel.countDocuments()).toBe(0);
    const again = await request(app()).delete(`/api/events/${event.id}`).set('Cookie', editor);
    expect(again.status).toBe(404);
    const malformed = await request(app()).delete('/api/events/not-an-id').set('Cookie', editor);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Not found.' });
  });
});
