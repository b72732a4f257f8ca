import request from 'supertest';
import { signedInCookie } from '@ministry/kit/testing/session';
import { eventsTestEnvironment } from './events-support';

const env = eventsTestEnvironment('event-reads');
const { app } = env;

const input = {
  title: 'Prayer Breakfast',
  titleEs: 'Desayuno de oración',
  date: '2025-06-07',
  startTime: '09:00',
  endTime: '10:30',
  location: 'Fellowship Hall',
  description: 'Breakfast and prayer.',
  category: 'prayer',
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: ['saturday'],
};

describe('event reads', () => {
  it('reads back exactly what a write answered (the lean read shows the same fields)', async () => {
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const created = await request(app()).post('/api/events').set('Cookie', editor).send(input);
    expect(created.status).toBe(201);
    const one = await request(app()).get(`/api/events/${created.body.id as string}`);
    expect(one.body).toEqual(created.body);
    const list = await request(app()).get('/api/events');
    expect(list.body).toEqual([created.body]);
  });

  it('revalidates the list with its ETag and shows an edit on the next read', async () => {
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    const created = await request(app()).post('/api/events').set('Cookie', editor).send(input);
    const first = await request(app()).get('/api/events');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await request(app()).get('/api/events').set('If-None-Match', etag)).status).toBe(304);

    const edited = await request(app())
      .patch(`/api/events/${created.body.id as string}`)
      .set('Cookie', editor)
      .send({ location: 'Main Sanctuary' });
    expect(edited.headers['cache-control']).toBe('no-store');
    const after = await request(app()).get('/api/events').set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.body[0].location).toBe('Main Sanctuary');
  });
});
