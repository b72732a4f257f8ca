import { eventCanceledMail } from '../templates/event-canceled';
import { atTime, type CancelableMailData } from '../templates/event-common';
import { eventConfirmRequestMail } from '../templates/event-confirm-request';
import { eventConfirmedMail } from '../templates/event-confirmed';
import { eventPromotedMail } from '../templates/event-promoted';
import { eventReminderMail } from '../templates/event-reminder';
import { eventWaitlistedMail } from '../templates/event-waitlisted';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';

/** A message in `language` with the seeded ministry details (what a fresh site publishes). */
const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const data: CancelableMailData = {
  siteUrl: 'https://wop.org',
  eventId: '64b7f0c2a1b2c3d4e5f60718',
  date: '2026-12-05',
  title: 'Women’s Retreat <Day>',
  startTime: '09:00',
  endTime: '17:00',
  location: 'Bear Mountain State Park, NY',
  name: 'Ruth',
  cancelToken: '64b7f0c2a1b2c3d4e5f60718.abc-_DEF',
};

describe('event sign-up e-mails', () => {
  it('confirm with the occurrence’s day, times, page and cancel link in English', () => {
    const mail = eventConfirmedMail(inLanguage('en'), data);
    expect(mail.subject).toBe("You're signed up: Women’s Retreat <Day>, December 5, 2026");
    expect(mail.text).toContain('Date: December 5, 2026');
    expect(mail.text).toContain('Time: 9:00 AM – 5:00 PM (New York time)');
    expect(mail.text).toContain('See the event: https://wop.org/events/64b7f0c2a1b2c3d4e5f60718/2026-12-05');
    expect(mail.text).toContain(
      'Cancel my sign-up: https://wop.org/events/cancel#token=64b7f0c2a1b2c3d4e5f60718.abc-_DEF',
    );
    // The title is text, never HTML.
    expect(mail.html).toContain('Women’s Retreat &lt;Day&gt;');
    expect(mail.html).not.toContain('<Day>');
  });

  it('confirm in Spanish with the es-US clock', () => {
    const mail = eventConfirmedMail(inLanguage('es'), { ...data, title: 'Día de retiro' });
    expect(mail.subject).toBe('Inscripción confirmada: Día de retiro, 5 de diciembre de 2026');
    expect(mail.text).toContain('Hora: 9:00 a.m. – 5:00 p.m. (hora de Nueva York)');
    expect(mail.text).toContain('Cancelar mi inscripción: https://wop.org/events/cancel#token=');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('tell a waitlisted person her place, and a promoted one that the seat is hers', () => {
    expect(eventWaitlistedMail(inLanguage('en'), { ...data, position: 3 }).text).toContain(
      'you are number 3',
    );
    expect(eventWaitlistedMail(inLanguage('es'), { ...data, position: 3 }).text).toContain(
      'usted es la número 3',
    );
    expect(eventPromotedMail(inLanguage('en'), data).subject).toMatch(
      /^A seat opened up: you're confirmed for /,
    );
    expect(eventPromotedMail(inLanguage('es'), data).subject).toMatch(/^Se liberó un lugar: /);
  });

  it('remind with the start time ("a la 1:00 p.m.", "a las 7:30 p.m.")', () => {
    expect(eventReminderMail(inLanguage('en'), data).subject).toBe(
      'Reminder: Women’s Retreat <Day>, December 5, 2026 at 9:00 AM',
    );
    expect(atTime({ startTime: '13:00' }, 'es')).toBe('a la 1:00 p.m.');
    expect(atTime({ startTime: '19:30' }, 'es')).toBe('a las 7:30 p.m.');
    expect(eventReminderMail(inLanguage('es'), { ...data, startTime: '13:00' }).text).toContain(
      'comienza el 5 de diciembre de 2026 a la 1:00 p.m.',
    );
  });

  it('say the ministry canceled, without a cancel link, pointing to the calendar', () => {
    const { cancelToken: _unused, ...plain } = data;
    void _unused;
    const en = eventCanceledMail(inLanguage('en'), plain);
    expect(en.subject).toBe('Canceled: Women’s Retreat <Day>, December 5, 2026');
    expect(en.text).toContain('See upcoming events: https://wop.org/events');
    expect(en.text).not.toContain('token=');
    expect(eventCanceledMail(inLanguage('es'), plain).subject).toBe(
      'Cancelado: Women’s Retreat <Day>, 5 de diciembre de 2026',
    );
  });

  it('greet nobody by name when her address was never proven', () => {
    const mail = eventConfirmedMail(inLanguage('en'), { ...data, name: null });
    expect(mail.text).toContain("You're signed up!");
    expect(mail.text).not.toContain('Ruth');
    expect(eventWaitlistedMail(inLanguage('es'), { ...data, name: null, position: 1 }).text).toContain(
      'Está en la lista de espera',
    );
  });

  it('ask a visitor to confirm with fixed words, the event and a link whose token is in the fragment', () => {
    const { name: _name, cancelToken: _token, ...event } = data;
    void _name;
    void _token;
    const request = { ...event, confirmToken: 'abc.DEF-_', holdMinutes: 60, waitlisted: false };
    const en = eventConfirmRequestMail(inLanguage('en'), request);
    expect(en.subject).toBe('Please confirm your sign-up: Women’s Retreat <Day>, December 5, 2026');
    expect(en.text).toContain('We are holding a seat for 60 minutes');
    expect(en.text).toContain('Confirm my sign-up: https://wop.org/events/confirm#token=abc.DEF-_');
    expect(en.text).toContain('Location: Bear Mountain State Park, NY');
    expect(en.text).not.toContain('?token=');
    const es = eventConfirmRequestMail(inLanguage('es'), { ...request, waitlisted: true, holdMinutes: 30 });
    expect(es.subject).toBe('Confirme su inscripción: Women’s Retreat <Day>, 5 de diciembre de 2026');
    expect(es.text).toContain('Reservamos un lugar en la lista de espera durante 30 minutos');
    expect(es.text).toContain('Confirmar mi inscripción: https://wop.org/events/confirm#token=abc.DEF-_');
  });
});
