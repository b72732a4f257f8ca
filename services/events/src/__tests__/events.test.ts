import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/test-database';
import type { MinistryEvent } from '@ministry/contracts/event';
import { createApp } from '../app';
import { EventModel } from '../events/model';
import { demoEvents, seedEvents } from '../events/seed';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('events');
});
afterAll(() => db.close());
beforeEach(() => EventModel.deleteMany({}));

const app = () => createApp(db.config, db).app.callback();

describe('GET /api/events', () => {
  it('lists the seeded events earliest first, with ids and no internals', async () => {
    await seedEvents();
    const res = await request(app()).get('/api/events');
    expect(res.status).toBe(200);
    const events = res.body as MinistryEvent[];
    expect(events).toHaveLength(demoEvents(new Date()).length);
    const dates = events.map((e) => Date.parse(e.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(events[0]).toHaveProperty('id');
    expect(events[0]).not.toHaveProperty('_id');
    expect(events[0]).not.toHaveProperty('__v');
    expect(events.find((e) => e.title === 'Evening Bible Study')).toMatchObject({
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: ['tuesday', 'thursday'],
      time: '7:00 PM – 8:30 PM',
    });
  });

  it('seeds only an empty collection', async () => {
    await seedEvents();
    await seedEvents();
    expect(await EventModel.countDocuments()).toBe(demoEvents(new Date()).length);
  });

  it('answers an empty list when there are no events', async () => {
    const res = await request(app()).get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers a JSON 405 for a method the path does not take', async () => {
    const res = await request(app()).put('/api/events');
    expect(res.status).toBe(405);
    expect(res.body).toHaveProperty('message');
  });
});
