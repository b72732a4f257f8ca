import { formatCalendarDay, formatInstantMoment } from './datetime';
import { localize, type Language } from './language';
import { formatCents } from './money';

/**
 * How the one cart's lines are named wherever they show (cart, checkout, order, receipt, back office).
 * A light module (no yup): first-visit pages name cart lines too.
 */

/** "Gift to Building Fund"; in Spanish "Donativo al Fondo General" or "Donativo a Misiones". */
export function giftLineName(fund: string, language: Language): string {
  if (language === 'en') return `Gift to ${fund}`;
  return /^fondo\b/i.test(fund) ? `Donativo al ${fund}` : `Donativo a ${fund}`;
}

/** An event's places: "Healing Hearts — March 21, 2026" (its New York day). */
export function placeLineName(event: string, date: string, language: Language): string {
  return `${event} — ${formatCalendarDay(date, language, 'long')}`;
}

/**
 * A counseling session's line: "Counseling session, March 4, 2030 at 9:00 AM" (its New York time);
 * "Sesión de consejería, 4 de marzo de 2030, 9:00 a.m.".
 */
export function sessionLineName(startsAt: string | Date, language: Language): string {
  const when = formatInstantMoment(startsAt, language, 'long');
  return language === 'en' ? `Counseling session, ${when}` : `Sesión de consejería, ${when}`;
}

/** One person of a place line: "Ana — Participant $30.00". */
export function placePersonText(
  person: { name: string; optionName: string; optionNameEs: string; unitCents: number },
  language: Language,
): string {
  return `${person.name} — ${localize(person.optionName, person.optionNameEs, language)} ${formatCents(person.unitCents)}`;
}

type PlaceNotesFrom = {
  earlyBird: boolean;
  groupDiscount: boolean;
  perk?: boolean;
  planDiscount?: boolean;
  discountCode?: string | null;
};

/**
 * What lowered a place line's price, said under it wherever it shows (cart, checkout, her orders, the
 * back office): ["Early-bird", "Group discount", "Included in your plan", "Plan discount",
 * "Code SPRING10 applied"], each only when it applied.
 */
export function placeNotes(place: PlaceNotesFrom, language: Language): string[] {
  const en = language === 'en';
  const notes: string[] = [];
  if (place.earlyBird) notes.push(en ? 'Early-bird' : 'Inscripción anticipada');
  if (place.groupDiscount) notes.push(en ? 'Group discount' : 'Descuento de grupo');
  if (place.perk) notes.push(en ? 'Included in your plan' : 'Incluido en su plan');
  if (place.planDiscount) notes.push(en ? 'Plan discount' : 'Descuento del plan');
  if (place.discountCode)
    notes.push(en ? `Code ${place.discountCode} applied` : `Código ${place.discountCode} aplicado`);
  return notes;
}
