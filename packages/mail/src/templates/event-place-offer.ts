import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { button, note, type MailContext, type RenderedMail } from '../layout';
import { cancelLink, occurrenceLink, occurrenceMail, type CancelableMailData } from './event-common';

/**
 * A priced event's waitlist moved: a freed seat is held for her until `offeredUntil`, at the price
 * frozen when she joined the waitlist. She takes it by adding it to her cart from the occurrence's
 * page (`/events/<id>/<date>`) and paying; nothing is charged until then, and the seat passes on to
 * the next person when the offer ends.
 */
export interface PlaceOfferMailData extends CancelableMailData {
  /** ISO instant the offer ends. */
  offeredUntil: string;
  /** Her place's price, frozen when she joined the waitlist. */
  unitCents: number;
}

const TEXT = {
  en: {
    subject: (title: string, day: string) => `A place opened up for you: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `Good news, ${name}!` : 'Good news!'),
    body: (title: string, price: string, until: string) =>
      `A place opened up for ${title} and we are holding it for you until ${until} (New York time), at ${price}, the price when you joined the waitlist. To take it, open the event's page, add your place to your cart and pay. After that time it goes to the next person on the waitlist. Nothing is charged unless you pay.`,
    button: 'Add my place to the cart',
    cancel: "Can't come? Remove me from the waitlist",
    note: 'Removing yourself gives the place to the next person at once.',
  },
  es: {
    subject: (title: string, day: string) => `Se liberó un lugar para usted: ${title}, ${day}`,
    heading: (name: string | null) => (name ? `¡Buenas noticias, ${name}!` : '¡Buenas noticias!'),
    body: (title: string, price: string, until: string) =>
      `Se liberó un lugar en ${title} y se lo reservamos hasta el ${until} (hora de Nueva York), por ${price}, el precio de cuando se anotó en la lista de espera. Para tomarlo, abra la página del evento, añada su lugar al carrito y pague. Después de esa hora pasa a la siguiente persona de la lista de espera. No se cobra nada si no paga.`,
    button: 'Añadir mi lugar al carrito',
    cancel: '¿No puede venir? Quitarme de la lista de espera',
    note: 'Si se quita de la lista, el lugar pasa enseguida a la siguiente persona.',
  },
} satisfies Record<Language, unknown>;

export function eventPlaceOfferMail(context: MailContext, data: PlaceOfferMailData): RenderedMail {
  const { language } = context;
  const text = TEXT[language];
  const until = formatInstantMoment(data.offeredUntil, language);
  return occurrenceMail(
    context,
    data,
    text,
    () => text.body(data.title, formatCents(data.unitCents, language), until),
    [button(text.button, occurrenceLink(data)), button(text.cancel, cancelLink(data)), note(text.note)],
  );
}
