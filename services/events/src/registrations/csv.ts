import { DateTime } from 'luxon';
import type { Registration } from '@ministry/contracts/event-signup';
import type { ListedRegistration } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { toCsv } from '@ministry/kit/csv';

const HEADERS = {
  en: [
    'Name',
    'E-mail',
    'Status',
    'Waitlist position',
    'Attended',
    'Signed up',
    'Place',
    'Child age (months)',
    'Payment',
    'Order',
  ],
  es: [
    'Nombre',
    'Correo electrónico',
    'Estado',
    'Lugar en la lista de espera',
    'Asistió',
    'Inscripción',
    'Lugar',
    'Edad del niño (meses)',
    'Pago',
    'Pedido',
  ],
} satisfies Record<Language, string[]>;

const STATUS = {
  en: { confirmed: 'Confirmed', waitlisted: 'Waitlisted', canceled: 'Canceled' },
  es: { confirmed: 'Confirmada', waitlisted: 'En lista de espera', canceled: 'Cancelada' },
} satisfies Record<Language, Record<Registration['status'], string>>;

/** A visitor's sign-up still waiting for her e-mail's link: its own status words. */
const UNCONFIRMED = {
  en: { confirmed: 'Seat held, e-mail not confirmed', waitlisted: 'Waitlisted, e-mail not confirmed' },
  es: {
    confirmed: 'Lugar reservado, correo sin confirmar',
    waitlisted: 'En lista de espera, correo sin confirmar',
  },
} satisfies Record<Language, Record<'confirmed' | 'waitlisted', string>>;

const PAYMENT = {
  en: { held: 'Held, not paid yet', paid: 'Paid', free: 'Free', canceled: 'Canceled by the member' },
  es: {
    held: 'Reservado, sin pagar aún',
    paid: 'Pagado',
    free: 'Gratis',
    canceled: 'Cancelado por la participante',
  },
} satisfies Record<Language, Record<ListedRegistration['payment']['state'], string>>;

const HELD = { en: 'Place held for an order', es: 'Lugar reservado para un pedido' } satisfies Record<
  Language,
  string
>;

const YES_NO = { en: ['Yes', 'No'], es: ['Sí', 'No'] } satisfies Record<Language, [string, string]>;

/** The list as CSV for a spreadsheet (the kit's formula-safe cells); unconfirmed sign-ups marked. */
export function registrationsCsv(registrations: ListedRegistration[], language: Language): string {
  const rows = [HEADERS[language]];
  for (const entry of registrations) {
    const { status } = entry;
    rows.push([
      entry.name,
      entry.email,
      status === 'held'
        ? HELD[language]
        : entry.confirmBy && status !== 'canceled'
          ? UNCONFIRMED[language][status]
          : STATUS[language][status],
      entry.waitlistPosition ? String(entry.waitlistPosition) : '',
      YES_NO[language][entry.attended ? 0 : 1]!,
      DateTime.fromISO(entry.createdAt).setZone(MINISTRY_TIME_ZONE).toFormat('yyyy-MM-dd HH:mm'),
      (language === 'es' ? entry.optionNameEs : entry.optionName) ?? '',
      entry.childAgeMonths === null ? '' : String(entry.childAgeMonths),
      PAYMENT[language][entry.payment.state],
      entry.payment.orderNumber ?? '',
    ]);
  }
  return toCsv(rows);
}
