import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { Gift } from '@ministry/contracts/giving';
import { localize, type Language } from '@ministry/contracts/language';
import { centsToDecimal } from '@ministry/contracts/money';
import { toCsv } from '@ministry/kit/csv';

const HEADERS = {
  en: [
    'Receipt',
    'Date',
    'Donor',
    'E-mail',
    'Fund',
    'Frequency',
    'Amount',
    'Covered fee',
    'Refunded',
    'Status',
    'Dedication',
  ],
  es: [
    'Recibo',
    'Fecha',
    'Donante',
    'Correo electrónico',
    'Fondo',
    'Frecuencia',
    'Importe',
    'Comisión cubierta',
    'Reembolsado',
    'Estado',
    'Dedicatoria',
  ],
} satisfies Record<Language, string[]>;

const WORDS = {
  en: {
    once: 'One-time',
    monthly: 'Monthly',
    succeeded: 'Received',
    failed: 'Failed',
    refunded: 'Refunded',
    partially_refunded: 'Partially refunded',
    honor: 'In honor of',
    memory: 'In memory of',
  },
  es: {
    once: 'Una vez',
    monthly: 'Mensual',
    succeeded: 'Recibido',
    failed: 'Fallido',
    refunded: 'Reembolsado',
    partially_refunded: 'Reembolsado en parte',
    honor: 'En honor de',
    memory: 'En memoria de',
  },
} satisfies Record<Language, Record<string, string>>;

/** The admin's gift list as CSV, in her language; donors' texts cannot become formulas. */
export function giftsCsv(gifts: Gift[], language: Language): string {
  const words = WORDS[language];
  return toCsv([
    HEADERS[language],
    ...gifts.map((gift) => [
      gift.receiptNumber,
      formatInstantMoment(gift.date, language, 'medium'),
      gift.donorName,
      gift.donorEmail,
      localize(gift.fundName, gift.fundNameEs, language),
      words[gift.frequency],
      centsToDecimal(gift.amountCents),
      centsToDecimal(gift.feeCents),
      centsToDecimal(gift.refundedCents),
      words[gift.status],
      gift.dedication ? `${words[gift.dedication.kind]} ${gift.dedication.name}` : '',
    ]),
  ]);
}
