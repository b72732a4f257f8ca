import type { Language } from '@ministry/contracts/language';
import { formatDollars } from '@ministry/contracts/money';

export function formatCents(cents: number, language: Language): string {
  return formatDollars(cents / 100, language);
}
