import request from 'supertest';
import type { MinistryEvent } from '@ministry/contracts/event';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { migrateEvents } from '../events/migrate';
import { EventModel } from '../events/model';

// Events stored before times were data: a free-text `time`, no sign-up settings.
let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('events-migration');
});
afterAll(() => db.close());
beforeEach(() => EventModel.deleteMany({}));

const app = () => createApp(db.config, db).app.callback();

function oldEvent(title: string, time: string) {
  return {
    title,
    titleEs: null,
    category: 'prayer',
    date: new Date('2030-03-04T12:00:00Z'),
    time,
    location: 'Ministry Center',
    description: 'Prayer together.',
    descriptionEs: null,
    isRecurring: false,
    recurringType: null,
    recurringDays: [],
    recurringEndDate: null,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    updatedAt: new Date('2024-01-01T00:00:00Z'),
    __v: 0,
  };
}

describe('migrating free-text times', () => {
  it('reads each old text into start and end times, once, even with two instances at once', async () => {
    await EventModel.collection.insertMany([
      oldEvent('Evening', '7:00 PM – 8:30 PM'),
      oldEvent('Morning', '10am'),
      oldEvent('Short form', '7-8:30pm'),
      oldEvent('Spanish text', '6:30 p. m. – 8:00 p. m.'),
      oldEvent('Unknown', 'TBA'),
    ]);
    // Served right already, before the migration reaches them.
    const before = (await request(app()).get('/api/events')).body as MinistryEvent[];
    expect(before.find((event) => event.title === 'Evening')).toMatchObject({
      startTime: '19:00',
      endTime: '20:30',
      time: '7:00 PM – 8:30 PM',
    });

    const warnings: unknown[] = [];
    const logger = {
      warn: (_message: string, fields?: unknown) => warnings.push(fields),
      info: () => undefined,
    };
    const counts = await Promise.all([migrateEvents(logger), migrateEvents(logger)]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(5);
    expect(await migrateEvents(logger)).toBe(0);

    const stored = await EventModel.collection.find({}, { sort: { title: 1 } }).toArray();
    expect(
      stored.map((event) => [event.title, event.startTime, event.endTime, event.legacyTime, 'time' in event]),
    ).toEqual([
      ['Evening', '19:00', '20:30', '7:00 PM – 8:30 PM', false],
      ['Morning', '10:00', '11:30', '10am', false],
      ['Short form', '19:00', '20:30', '7-8:30pm', false],
      ['Spanish text', '18:30', '20:00', '6:30 p. m. – 8:00 p. m.', false],
      ['Unknown', '09:00', '10:30', 'TBA', false],
    ]);
    for (const event of stored)
      expect(event.signup).toEqual({
        enabled: false,
        capacity: null,
        waitlist: false,
        closesHoursBefore: 0,
        membersOnly: false,
      });
    expect(warnings).toContainEqual(expect.objectContaining({ time: 'TBA' }));

    const after = (await request(app()).get('/api/events')).body as MinistryEvent[];
    const morning = after.find((event) => event.title === 'Morning')!;
    expect(morning).toMatchObject({
      startTime: '10:00',
      endTime: '11:30',
      timeZone: 'America/New_York',
      time: '10:00 AM – 11:30 AM',
    });
    expect(morning).not.toHaveProperty('legacyTime');

    // A migrated event edits like any other.
    const editor = await signedInCookie(db, { role: 'event_editor' });
    const edited = await request(app())
      .patch(`/api/events/${morning.id}`)
      .set('Cookie', editor)
      .send({ endTime: '12:00', signup: { enabled: true, capacity: 8 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      time: '10:00 AM – 12:00 PM',
      signup: { enabled: true, capacity: 8, waitlist: false, closesHoursBefore: 0 },
    });
  });
});

describe('older clients', () => {
  it('may still send the free-text time: read into the two times', async () => {
    const editor = await signedInCookie(db, { role: 'event_editor' });
    const created = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .send({ ...oldEvent('From an old form', '10:00 AM'), date: '2030-01-15', createdAt: undefined });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ startTime: '10:00', endTime: '11:30', time: '10:00 AM – 11:30 AM' });
    const edited = await request(app())
      .patch(`/api/events/${created.body.id as string}`)
      .set('Cookie', editor)
      .send({ time: '6:30 PM – 8:00 PM' });
    expect(edited.body).toMatchObject({ startTime: '18:30', endTime: '20:00' });
    const unreadable = await request(app())
      .post('/api/events')
      .set('Cookie', editor)
      .send({ ...oldEvent('TBA', 'TBA'), date: '2030-01-15' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.errors).toMatchObject({ startTime: 'Time is required' });
  });
});
