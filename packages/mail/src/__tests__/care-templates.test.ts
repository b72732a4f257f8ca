import type { Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { careAgendaMail } from '../templates/care-agenda';
import { careAppointmentMail } from '../templates/care-appointment';
import type { CareMailData } from '../templates/care-common';

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
});
