import { DateTime } from 'luxon';
import type { Registration } from '@ministry/contracts/event-signup';
import type { Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/recurrence';

const HEADERS = {
  en: ['Name', 'E-mail', 'Status', 'Waitlist position', 'Attended', 'Signed up'],
  es: ['Nombre', 'Correo electrónico', 'Estado', 'Lugar en la lista de espera', 'Asistió', 'Inscripción'],
} satisfies Record<Language, string[]>;

const STATUS = {
  en: { confirmed: 'Confirmed', waitlisted: 'Waitlisted', canceled: 'Canceled' },
  es: { confirmed: 'Confirmada', waitlisted: 'En lista de espera', canceled: 'Cancelada' },
} satisfies Record<Language, Record<Registration['status'], string>>;

const YES_NO = { en: ['Yes', 'No'], es: ['Sí', 'No'] } satisfies Record<Language, [string, string]>;

/**
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that hides one) gets a leading apostrophe (OWASP's advice), then every cell is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The list as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads accents), CRLF rows. */
export function registrationsCsv(registrations: Registration[], language: Language): string {
  const rows = [HEADERS[language]];
  for (const entry of registrations) {
    rows.push([
      entry.name,
      entry.email,
      STATUS[language][entry.status],
      entry.waitlistPosition ? String(entry.waitlistPosition) : '',
      YES_NO[language][entry.attended ? 0 : 1]!,
      DateTime.fromISO(entry.createdAt).setZone(MINISTRY_TIME_ZONE).toFormat('yyyy-MM-dd HH:mm'),
    ]);
  }
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
