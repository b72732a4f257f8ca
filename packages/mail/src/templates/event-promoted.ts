import type { Language } from '@ministry/contracts/language';
import type { MailContext, RenderedMail } from '../layout';
import { seatMail, type CancelableMailData, type SeatMailTexts } from './event-common';

const TEXT = {
  en: {
    subject: (title: string, day: string) => `A seat opened up: you're confirmed for ${title}, ${day}`,
    heading: (name: string | null) => (name ? `Good news, ${name}!` : 'Good news!'),
    body: (title: string) =>
      `A seat opened up and it is yours: your sign-up for ${title} is now confirmed. Open the attached calendar file to add it to your calendar.`,
    cancel: "Can't come after all? Please cancel so the next person on the waitlist can have your seat.",
  },
  es: {
    subject: (title: string, day: string) =>
      `Se liberó un lugar: su inscripción a ${title} (${day}) está confirmada`,
    heading: (name: string | null) => (name ? `¡Buenas noticias, ${name}!` : '¡Buenas noticias!'),
    body: (title: string) =>
      `Se liberó un lugar y es suyo: su inscripción a ${title} ya está confirmada. Abra el archivo de calendario adjunto para agregarlo a su calendario.`,
    cancel:
      '¿Al final no puede venir? Cancele para que la siguiente persona de la lista de espera pueda ocupar su lugar.',
  },
} satisfies Record<Language, SeatMailTexts>;

/** From the waitlist to a seat (the service attaches the occurrence's .ics). */
export function eventPromotedMail(context: MailContext, data: CancelableMailData): RenderedMail {
  const { language } = context;
  return seatMail(context, data, TEXT[language]);
}
