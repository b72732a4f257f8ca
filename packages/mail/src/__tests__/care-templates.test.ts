import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { careAgendaMail } from '../templates/care-agenda';
import { careAppointmentMail } from '../templates/care-appointment';
import type { CareMailData } from '../templates/care-common';
import { careVisitorPayMail } from '../templates/care-visitor-pay';

const inLanguage = (language: Language) => ({ language, ministry: MINISTRY_CONTENT });

const data: CareMailData = {
  siteUrl: 'https://wop.org',
  appointmentId: '64b7f0c2a1b2c3d4e5f60718',
  typeName: 'Counseling session',
  counselorName: 'María López',
  startsAt: '2030-03-11T13:00:00.000Z',
  endsAt: '2030-03-11T13:50:00.000Z',
  mode: 'virtual',
  meetingLink: 'https://meet.example.org/room-1',
  name: 'Ruth <b>',
};

describe('care e-mails', () => {
  it('confirm with the New York time (after the clock change), the link and the calendar note', () => {
    const mail = careAppointmentMail(inLanguage('en'), 'confirmed', data, { cancelCutoffHours: 24 });
    expect(mail.subject).toBe('Your session is booked: Counseling session, March 11, 2030');
    expect(mail.text).toContain('Time: 9:00 AM – 9:50 AM (New York time)');
    expect(mail.text).toContain('Meeting link: https://meet.example.org/room-1');
    expect(mail.text).toContain('The attached calendar file adds it to your calendar.');
    expect(mail.text).toContain('until 24 hours before it starts');
    expect(mail.html).toContain('Ruth &lt;b&gt;');
  });

  it('remind in Spanish with the es-US clock, without a meeting link for an in-person session', () => {
    const mail = careAppointmentMail(
      inLanguage('es'),
      'reminder-24h',
      { ...data, mode: 'in-person' },
      { cancelCutoffHours: 24, now: new Date('2030-03-10T14:00:00Z') },
    );
    expect(mail.subject).toBe('Recordatorio: Counseling session mañana, 11 de marzo de 2030 a las 9:00 a.m.');
    expect(mail.text).toContain('Modalidad: En persona en el ministerio');
    expect(mail.text).not.toContain('meet.example.org');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('say a session was canceled, and list a counselor’s day', () => {
    expect(careAppointmentMail(inLanguage('es'), 'canceled', data, { cancelCutoffHours: 24 }).subject).toBe(
      'Cancelada: Counseling session, 11 de marzo de 2030',
    );
    const agenda = careAgendaMail(inLanguage('en'), {
      siteUrl: 'https://wop.org',
      name: 'María',
      date: '2030-03-11',
      items: [{ hours: '9:00 AM – 9:50 AM', typeName: 'Counseling session', who: 'Ruth', mode: 'virtual' }],
    });
    expect(agenda.subject).toBe('Your agenda for Monday, March 11, 2030: 1 session');
    expect(agenda.text).toContain('9:00 AM – 9:50 AM: Counseling session · Ruth (online)');
  });

  it('name the reminded day as it is in New York when sent: today, tomorrow or its weekday', () => {
    const subject = (now: string, language: Language = 'en') =>
      careAppointmentMail(inLanguage(language), 'reminder-24h', data, {
        cancelCutoffHours: 24,
        now: new Date(now),
      }).subject;
    // 1:30 AM on the 11th in New York (05:30 UTC): the same day.
    expect(subject('2030-03-11T05:30:00Z')).toBe(
      'Reminder: Counseling session today, March 11, 2030 at 9:00 AM',
    );
    expect(subject('2030-03-11T05:30:00Z', 'es')).toBe(
      'Recordatorio: Counseling session hoy, 11 de marzo de 2030 a las 9:00 a.m.',
    );
    // 11:30 PM on the 10th in New York (03:30 UTC on the 11th): tomorrow.
    expect(subject('2030-03-11T03:30:00Z')).toBe(
      'Reminder: Counseling session tomorrow, March 11, 2030 at 9:00 AM',
    );
    expect(subject('2030-03-09T14:00:00Z')).toBe(
      'Reminder: Counseling session on Monday, March 11, 2030 at 9:00 AM',
    );
    expect(subject('2030-03-09T14:00:00Z', 'es')).toBe(
      'Recordatorio: Counseling session el lunes, 11 de marzo de 2030 a las 9:00 a.m.',
    );
  });

  it('tell a visitor (no account) to reply or use the contact page, with no account link', () => {
    const mail = careAppointmentMail(
      inLanguage('es'),
      'confirmed',
      { ...data, visitor: true },
      {
        cancelCutoffHours: 24,
      },
    );
    expect(mail.text).toContain(
      'Responda a este correo o escríbanos desde nuestra página de contacto: https://wop.org/contact',
    );
    expect(mail.text).not.toContain('/account');
    const member = careAppointmentMail(inLanguage('en'), 'confirmed', data, { cancelCutoffHours: 24 });
    expect(member.text).toContain('https://wop.org/account?tab=care');
  });

  it('say the member’s cut-off in hours, one hour in the singular', () => {
    const one = careAppointmentMail(inLanguage('en'), 'confirmed', data, { cancelCutoffHours: 1 });
    expect(one.text).toContain('until 1 hour before it starts');
    const una = careAppointmentMail(inLanguage('es'), 'confirmed', data, { cancelCutoffHours: 1 });
    expect(una.text).toContain('hasta una hora antes de que comience');
    const many = careAppointmentMail(inLanguage('es'), 'updated', data, { cancelCutoffHours: 48 });
    expect(many.text).toContain('hasta 48 horas antes de que comience');
  });
});

describe('the visitor’s pay e-mail', () => {
  const pay = (language: Language, cancelCutoffHours: number) =>
    careVisitorPayMail(inLanguage(language), {
      ...data,
      visitor: true,
      priceCents: 7500,
      holdExpiresAt: '2030-03-04T15:00:00.000Z',
      cancelCutoffHours,
      changeableUntil: new Date(Date.parse(data.startsAt) - cancelCutoffHours * 3_600_000).toISOString(),
      token: '64b7f0c2a1b2c3d4e5f60718.secret',
    });

  // 48 hours before 9:00 AM on March 11, 2030 is 8:00 AM on the 9th: New York moves its clocks on the 10th.
  it('says until when her link changes or cancels it: the cut-off care is set to, in New York', () => {
    const en = pay('en', 48);
    expect(en.text).toContain(
      'the same link lets you change or cancel the session until March 9, 2030 at 8:00 AM (New York time), 48 hours before it starts',
    );
    expect(en.text).not.toContain('24 hours');
    expect(pay('en', 1).text).toContain(
      'until March 11, 2030 at 8:00 AM (New York time), 1 hour before it starts',
    );
    const es = pay('es', 1);
    expect(es.text).toContain(
      'hasta el 11 de marzo de 2030 a las 8:00 a.m. (hora de Nueva York), una hora antes de que comience',
    );
    expect(pay('es', 24).text).toContain('(hora de Nueva York), 24 horas antes de que comience');
  });
});
