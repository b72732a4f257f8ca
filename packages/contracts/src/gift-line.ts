import type { Language } from './language';

/**
 * How a gift line of the one cart is named wherever it shows (cart, checkout, order, receipt): "Gift
 * to Building Fund"; in Spanish "Donativo al Fondo General" or "Donativo a Misiones". Its own light
 * module (no yup): first-visit pages name cart lines too.
 */
export function giftLineName(fund: string, language: Language): string {
  if (language === 'en') return `Gift to ${fund}`;
  return /^fondo\b/i.test(fund) ? `Donativo al ${fund}` : `Donativo a ${fund}`;
}
