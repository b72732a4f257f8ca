import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { careDay, careHours, careMail, type CareMailData } from './care-common';

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
      subject: (type: string, day: string, at: string) => `Reminder: ${type} tomorrow, ${day} ${at}`,
      heading: (name: string) => `See you tomorrow, ${name}`,
      body: (counselor: string) => `A reminder of your session with ${counselor}.`,
    },
    'reminder-1h': {
      subject: (type: string, _day: string, at: string) => `Starting soon: ${type} ${at}`,
      heading: (name: string) => `See you soon, ${name}`,
      body: (counselor: string) => `Your session with ${counselor} starts in about an hour.`,
    },
    at: (time: string) => `at ${time}`,
    change: (hours: number) =>
      `Need to change it? You can move or cancel it from your account until ${hours} hours before it starts.`,
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
      subject: (type: string, day: string, at: string) => `Recordatorio: ${type} mañana, ${day} ${at}`,
      heading: (name: string) => `Hasta mañana, ${name}`,
      body: (counselor: string) => `Le recordamos su sesión con ${counselor}.`,
    },
    'reminder-1h': {
      subject: (type: string, _day: string, at: string) => `Comienza pronto: ${type} ${at}`,
      heading: (name: string) => `Hasta pronto, ${name}`,
      body: (counselor: string) => `Su sesión con ${counselor} comienza en aproximadamente una hora.`,
    },
    at: (time: string) => `${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`,
    change: (hours: number) =>
      `¿Necesita cambiarla? Puede moverla o cancelarla desde su cuenta hasta ${hours} horas antes de que comience.`,
  },
} satisfies Record<Language, unknown>;

/** The start's clock time alone ("9:00 AM"). */
const startTime = (data: CareMailData, language: Language) => careHours(data, language).split(' – ')[0] ?? '';

/**
 * A message about one appointment to its member: confirmed (with the calendar file), moved (an
 * updated calendar file), canceled (a cancelling calendar file), or a reminder 24 hours / 1 hour before.
 */
export function careAppointmentMail(
  context: MailContext,
  kind: CareAppointmentMailKind,
  data: CareMailData,
  options: { cancelCutoffHours: number },
): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const texts = text[kind];
  const day = careDay(data, language);
  const at = text.at(startTime(data, language));
  return careMail(context, data, {
    subject: texts.subject(data.typeName, day, at),
    heading: texts.heading(data.name),
    body: texts.body(data.counselorName),
    withCalendar: kind === 'confirmed' || kind === 'updated' || kind === 'canceled',
    closing: kind === 'canceled' ? undefined : text.change(options.cancelCutoffHours),
  });
}
