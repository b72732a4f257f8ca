import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { seatMail, type CancelableMailData, type SeatMailTexts } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `You're signed up: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `You're signed up, ${name}!` : "You're signed up!"),
    body: (title: string) =>
      `Your seat for ${title} is confirmed. Open the attached calendar file to add it to your calendar.`,
    cancel: "Can't come after all? Please cancel your sign-up so someone else can have your seat.",
  },
  es: {
    subject: (title: string, day: string) => `Inscripción confirmada: ${title}, ${day}`,
    heading: (name: string | null) =>
      name ? `¡Su inscripción está confirmada, ${name}!` : '¡Su inscripción está confirmada!',
    body: (title: string) =>
      `Su lugar en ${title} está confirmado. Abra el archivo de calendario adjunto para agregarlo a su calendario.`,
    cancel: '¿Al final no puede venir? Cancele su inscripción para que otra persona pueda ocupar su lugar.',
  },
} satisfies Record<Language, SeatMailTexts>;

/** A sign-up with a seat (the service attaches the occurrence's .ics). */
export function eventConfirmedMail(context: MailContext, data: CancelableMailData): RenderedMail {
  const { language } = context;
  return seatMail(context, data, TEXT[language]);
}
