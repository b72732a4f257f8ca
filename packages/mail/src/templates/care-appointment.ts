import { addDays, calendarDayIn } from '@ministry/contracts/calendar-day';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { siteLink, type MailContext, type RenderedMail } from '../layout';
import { careDay, careHours, careHoursSpan, careMail, type CareMailData } from './care-common';

/** What happened to the appointment: the four messages a member gets about one. */
export type CareAppointmentMailKind = 'confirmed' | 'updated' | 'canceled' | 'reminder-24h' | 'reminder-1h';

const TEXT = {
  en: {
    confirmed: {
      subject: (type: string, day: string) => `Your session is booked: ${type}, ${day}`,
      heading: (name: string) => `Your session is booked, ${name}`,
      body: (counselor: string) =>
        `Your session with ${counselor} is confirmed. We look forward to seeing you.`,
    },
    updated: {
      subject: (type: string, day: string) => `Your session has a new time: ${type}, ${day}`,
      heading: (name: string) => `New time for your session, ${name}`,
      body: (counselor: string) => `Your session with ${counselor} was moved. Here is its new time.`,
    },
    canceled: {
      subject: (type: string, day: string) => `Canceled: ${type}, ${day}`,
      heading: (name: string) => `Your session was canceled, ${name}`,
      body: (counselor: string) =>
        `Your session with ${counselor} was canceled. You can book another time whenever you are ready.`,
    },
    'reminder-24h': {
      subject: (type: string, day: string, at: string) => `Reminder: ${type} ${day} ${at}`,
      heading: (name: string) => `Your session is coming up, ${name}`,
      body: (counselor: string) => `A reminder of your session with ${counselor}.`,
    },
    'reminder-1h': {
      subject: (type: string, _day: string, at: string) => `Starting soon: ${type} ${at}`,
      heading: (name: string) => `See you soon, ${name}`,
      body: (counselor: string) => `Your session with ${counselor} starts in about an hour.`,
    },
    at: (time: string) => `at ${time}`,
    /** The 24-hour reminder names the session's New York day as it is seen when sent. */
    today: (day: string) => `today, ${day}`,
    tomorrow: (day: string) => `tomorrow, ${day}`,
    later: (weekdayAndDay: string) => `on ${weekdayAndDay}`,
    change: (hours: string) =>
      `Need to change it? You can move or cancel it from your account until ${hours} before it starts.`,
    visitorChange: (contact: string) =>
      `Need to change or cancel it? Reply to this e-mail, or write to us from our contact page: ${contact}`,
  },
  es: {
    confirmed: {
      subject: (type: string, day: string) => `Su sesión está reservada: ${type}, ${day}`,
      heading: (name: string) => `Su sesión está reservada, ${name}`,
      body: (counselor: string) => `Su sesión con ${counselor} está confirmada. La esperamos.`,
    },
    updated: {
      subject: (type: string, day: string) => `Su sesión tiene un nuevo horario: ${type}, ${day}`,
      heading: (name: string) => `Nuevo horario para su sesión, ${name}`,
      body: (counselor: string) => `Su sesión con ${counselor} cambió de horario. Este es el nuevo.`,
    },
    canceled: {
      subject: (type: string, day: string) => `Cancelada: ${type}, ${day}`,
      heading: (name: string) => `Su sesión fue cancelada, ${name}`,
      body: (counselor: string) =>
        `Su sesión con ${counselor} fue cancelada. Puede reservar otro horario cuando lo desee.`,
    },
    'reminder-24h': {
      subject: (type: string, day: string, at: string) => `Recordatorio: ${type} ${day} ${at}`,
      heading: (name: string) => `Su sesión se acerca, ${name}`,
      body: (counselor: string) => `Le recordamos su sesión con ${counselor}.`,
    },
    'reminder-1h': {
      subject: (type: string, _day: string, at: string) => `Comienza pronto: ${type} ${at}`,
      heading: (name: string) => `Hasta pronto, ${name}`,
      body: (counselor: string) => `Su sesión con ${counselor} comienza en aproximadamente una hora.`,
    },
    at: (time: string) => `${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`,
    today: (day: string) => `hoy, ${day}`,
    tomorrow: (day: string) => `mañana, ${day}`,
    later: (weekdayAndDay: string) => `el ${weekdayAndDay}`,
    change: (hours: string) =>
      `¿Necesita cambiarla? Puede moverla o cancelarla desde su cuenta hasta ${hours} antes de que comience.`,
    visitorChange: (contact: string) =>
      `¿Necesita cambiarla o cancelarla? Responda a este correo o escríbanos desde nuestra página de contacto: ${contact}`,
  },
} satisfies Record<Language, unknown>;

/** The start's clock time alone ("9:00 AM"). */
const startTime = (data: CareMailData, language: Language) => careHours(data, language).split(' – ')[0] ?? '';

/**
 * The session's New York day as seen at `now`: "today, March 5, 2030", "tomorrow, March 5, 2030", or
 * "on Thursday, March 7, 2030" (a reminder can go out later than a day ahead, or the same day).
 */
export function careDayFrom(data: Pick<CareMailData, 'startsAt'>, now: Date, language: Language): string {
  const text = TEXT[language];
  const today = calendarDayIn(now);
  const day = calendarDayIn(new Date(data.startsAt));
  if (day === today) return text.today(careDay(data, language));
  if (day === addDays(today, 1)) return text.tomorrow(careDay(data, language));
  return text.later(formatInstantDay(data.startsAt, language, 'full'));
}

/**
 * A message about one appointment to its member: confirmed (with the calendar file), moved (an
 * updated calendar file), canceled (a cancelling calendar file), or a reminder 24 hours / 1 hour before
 * (the 24-hour one names the day as seen at `now`: today, tomorrow or its weekday). A visitor's
 * booking (`data.visitor`) says how to change it by a reply or the contact page (she has no account).
 */
export function careAppointmentMail(
  context: MailContext,
  kind: CareAppointmentMailKind,
  data: CareMailData,
  options: { cancelCutoffHours: number; now?: Date },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const texts = text[kind];
  const day =
    kind === 'reminder-24h'
      ? careDayFrom(data, options.now ?? new Date(), language)
      : careDay(data, language);
  const at = text.at(startTime(data, language));
  const change = data.visitor
    ? text.visitorChange(siteLink(data.siteUrl, '/contact'))
    : text.change(careHoursSpan(options.cancelCutoffHours, language));
  return careMail(context, data, {
    subject: texts.subject(data.typeName, day, at),
    heading: texts.heading(data.name),
    body: texts.body(data.counselorName),
    withCalendar: kind === 'confirmed' || kind === 'updated' || kind === 'canceled',
    closing: kind === 'canceled' ? undefined : change,
  });
}
