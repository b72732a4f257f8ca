import request from 'supertest';
import { runCarePass } from '../appointments/passes';
import { book, careTestEnvironment, counselor, member, outboxKeys, subscribe } from './care-support';

const env = careTestEnvironment('care-reminders');

/** Tuesday 5 March 2030, 9:00 in New York. */
const START = '2030-03-05T09:00:00-05:00';
const at = (iso: string) => (env.clock.now = new Date(iso));

async function planBooking(language: 'en' | 'es' = 'en') {
  const { profile, cookie } = await counselor(env);
  const person = await member(env, { preferredLanguage: language });
  subscribe(env, person.id, 'growth');
  const res = await book(env, person.cookie, {
    counselorId: profile.id,
    startsAt: START,
    typeId: 'plan-growth',
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, person, counselorId: profile.id, counselorCookie: cookie };
}

const icsOf = (message: { attachments: { content: Buffer }[] }) =>
  message.attachments[0]!.content.toString('utf8');

describe('appointment e-mails', () => {
  it('confirm with a calendar file, update it on a move (same UID, higher SEQUENCE) and cancel it', async () => {
    const { id, person } = await planBooking();
    const moved = await request(env.app())
      .post(`/api/care/appointments/${id}/reschedule`)
      .set('Cookie', person.cookie)
      .send({ startsAt: '2030-03-05T11:00:00-05:00' });
    expect(moved.status).toBe(200);
    await request(env.app())
      .post(`/api/care/appointments/${id}/cancel`)
      .set('Cookie', person.cookie)
      .expect(200);
    expect(await outboxKeys(env)).toEqual(
      [`care-confirmed:${id}:0`, `care-updated:${id}:1`, `care-canceled:${id}`].sort(),
    );
    await env.mailbox.deliver();
    const messages = await env.mailbox.messages();
    expect(messages.map((message) => message.subject)).toEqual([
      'Your session is booked: Growth plan session, March 5, 2030',
      'Your session has a new time: Growth plan session, March 5, 2030',
      'Canceled: Growth plan session, March 5, 2030',
    ]);
    const [confirmed, updated, canceled] = messages.map((message) => icsOf(message as never));
    expect(confirmed).toContain('METHOD:REQUEST');
    expect(confirmed).toContain(`UID:care-${id}@womenofpurpose.org`);
    expect(confirmed).toContain('SEQUENCE:0');
    expect(confirmed).toContain('DTSTART;TZID=America/New_York:20300305T090000');
    expect(updated).toContain(`UID:care-${id}@womenofpurpose.org`);
    expect(updated).toContain('SEQUENCE:1');
    expect(updated).toContain('DTSTART;TZID=America/New_York:20300305T110000');
    expect(canceled).toContain('METHOD:CANCEL');
    expect(canceled).toContain('SEQUENCE:2');
    expect(canceled).toContain('STATUS:CANCELLED');
  });

  it('remind 24 hours and 1 hour before, once each across passes and restarts, in her language', async () => {
    const { id } = await planBooking('es');
    env.settings.agendaHour = 23; // the counselor's agenda is another test's
    at('2030-03-04T13:00:00Z');
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toEqual([`care-confirmed:${id}:0`]);
    at('2030-03-04T14:30:00Z');
    await runCarePass(env.build().context);
    await runCarePass(env.build().context);
    // A new process (a restart) over the same data, and two passes at once.
    await Promise.all([runCarePass(env.build().context), runCarePass(env.build().context)]);
    expect(await outboxKeys(env)).toEqual([`care-confirmed:${id}:0`, `care-reminder-24h:${id}:1`]);
    at('2030-03-05T13:10:00Z');
    await runCarePass(env.build().context);
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toEqual([
      `care-confirmed:${id}:0`,
      `care-reminder-1h:${id}:1`,
      `care-reminder-24h:${id}:1`,
    ]);
    await env.mailbox.deliver();
    const messages = await env.mailbox.messages();
    expect(messages).toHaveLength(3);
    expect(messages.map((message) => String(message.headers.get('content-language')))).toEqual([
      'es',
      'es',
      'es',
    ]);
    expect(messages.map((message) => message.subject)).toContain(
      'Recordatorio: Sesión del plan Crecimiento mañana, 5 de marzo de 2030 a las 9:00 a.m.',
    );
  });

  it('never reminds a canceled appointment, and withdraws a reminder not yet sent', async () => {
    const { id, counselorCookie } = await planBooking();
    at('2030-03-04T14:30:00Z');
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toContain(`care-reminder-24h:${id}:1`);
    await request(env.app())
      .post(`/api/care/appointments/${id}/cancel`)
      .set('Cookie', counselorCookie)
      .expect(200);
    expect(await outboxKeys(env)).toEqual([`care-canceled:${id}`, `care-confirmed:${id}:0`]);
    at('2030-03-05T13:10:00Z');
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toEqual([`care-canceled:${id}`, `care-confirmed:${id}:0`]);
  });

  it('reminds a moved appointment at its new time only (a new version)', async () => {
    const { id, counselorCookie } = await planBooking();
    at('2030-03-04T14:30:00Z');
    await runCarePass(env.build().context);
    await request(env.app())
      .post(`/api/care/appointments/${id}/reschedule`)
      .set('Cookie', counselorCookie)
      .send({ startsAt: '2030-03-07T09:00:00-05:00' })
      .expect(200);
    expect(await outboxKeys(env)).not.toContain(`care-reminder-24h:${id}:1`);
    at('2030-03-06T14:30:00Z');
    await runCarePass(env.build().context);
    expect(await outboxKeys(env)).toContain(`care-reminder-24h:${id}:2`);
  });

  it('sends each counselor her agenda once a morning', async () => {
    const { counselorId } = await planBooking();
    at('2030-03-05T11:00:00Z'); // 6:00 in New York: too early
    await runCarePass(env.build().context);
    at('2030-03-05T12:30:00Z');
    await runCarePass(env.build().context);
    await runCarePass(env.build().context);
    const agendas = (await outboxKeys(env)).filter((key) => key.startsWith('care-agenda:'));
    expect(agendas).toEqual([`care-agenda:${counselorId}:2030-03-05`]);
    await env.mailbox.deliver();
    const agenda = (await env.mailbox.messages()).find((message) =>
      message.subject?.startsWith('Your agenda'),
    );
    expect(agenda!.text).toContain('9:00 AM – 9:45 AM');
  });
});
