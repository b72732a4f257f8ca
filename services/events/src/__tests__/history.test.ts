import request from 'supertest';
import type { EventChange, MinistryEvent } from '@ministry/contracts/event';
import { signedInCookie } from '@ministry/kit/testing/session';
import { EventChangeModel } from '../history/model';
import { eventsTestEnvironment, validEvent as valid } from './events-support';

const env = eventsTestEnvironment('events-history', [EventChangeModel]);
const { app } = env;
describe('the events audit trail', () => {
  it('records who created, changed and deleted each event, shown to admins newest first', async () => {
    const martha = await signedInCookie(env.db, { id: 'u-martha', username: 'martha', role: 'event_editor' });
    const grace = await signedInCookie(env.db, { id: 'u-grace', username: 'grace', role: 'admin' });
    const created = await request(app()).post('/api/events').set('Cookie', martha).send(valid);
    expect(created.status).toBe(201);
    const id = (created.body as MinistryEvent).id;
    const other = await request(app())
      .post('/api/events')
      .set('Cookie', grace)
      .send({ ...valid, title: 'Prayer Group' });
    const renamed = await request(app())
      .patch(`/api/events/${id}`)
      .set('Cookie', grace)
      .send({ title: 'Tuesday Bible Study', location: 'Ministry Center' });
    expect(renamed.status).toBe(200);
    // Saving the form unchanged records nothing.
    await request(app())
      .patch(`/api/events/${id}`)
      .set('Cookie', grace)
      .send({ title: 'Tuesday Bible Study' });
    expect((await request(app()).delete(`/api/events/${id}`).set('Cookie', martha)).status).toBe(204);

    const history = await request(app()).get('/api/events/history').set('Cookie', grace);
    expect(history.status).toBe(200);
    expect(history.headers['cache-control']).toBe('no-store');
    const changes = history.body as EventChange[];
    expect(changes.map((c) => [c.action, c.eventTitle, c.by.username, c.fields])).toEqual([
      ['deleted', 'Tuesday Bible Study', 'martha', []],
      ['updated', 'Tuesday Bible Study', 'grace', ['title']],
      ['created', 'Prayer Group', 'grace', []],
      ['created', 'Evening Bible Study', 'martha', []],
    ]);
    expect(changes.every((c) => !Number.isNaN(Date.parse(c.at)))).toBe(true);

    const one = await request(app()).get(`/api/events/history?eventId=${id}`).set('Cookie', grace);
    expect((one.body as EventChange[]).map((c) => c.action)).toEqual(['deleted', 'updated', 'created']);
    expect((one.body as EventChange[]).every((c) => c.eventId === id)).toBe(true);
    expect((other.body as MinistryEvent).id).not.toBe(id);
  });

  it('is for admins only, and refuses a malformed event id', async () => {
    expect((await request(app()).get('/api/events/history')).status).toBe(401);
    const editor = await signedInCookie(env.db, { role: 'event_editor' });
    expect((await request(app()).get('/api/events/history').set('Cookie', editor)).status).toBe(403);
    const admin = await signedInCookie(env.db, { role: 'admin' });
    expect((await request(app()).get('/api/events/history?eventId=nope').set('Cookie', admin)).status).toBe(
      400,
    );
  });
});
