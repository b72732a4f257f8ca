import { formatInstantDay } from '@ministry/contracts/datetime';
import type { DedicationKind } from '@ministry/contracts/giving';
import { localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { ministryAddressLine } from '@ministry/contracts/ministry';
import { details, paragraph, siteLink, type Block, type MailContext } from '../layout';

/**
 * Who receipts are issued by: the ministry's legal name (the published details', unless the billing
 * service's MINISTRY_LEGAL_NAME sets it) and EIN (its configuration).
 */
export interface GivingOrganization {
  legalName: string;
  ein: string;
}

/** A gift as its e-mails describe it. */
export interface GiftFacts {
  receiptNumber: string;
  /** Cents charged (fee included). */
  amountCents: number;
  date: Date;
  fundName: string;
  fundNameEs: string;
  dedication: { kind: DedicationKind; name: string } | null;
  frequency: 'once' | 'monthly';
}

/** The sentence a US donor needs to deduct a gift. */
export const NO_GOODS_OR_SERVICES = {
  en: 'No goods or services were provided in exchange for this contribution.',
  es: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
} satisfies Record<Language, string>;

const LABELS = {
  en: {
    receipt: 'Receipt number',
    amount: 'Amount',
    date: 'Date',
    fund: 'Fund',
    frequency: 'Frequency',
    once: 'One-time',
    monthly: 'Monthly',
    honor: (name: string) => `In honor of ${name}`,
    memory: (name: string) => `In memory of ${name}`,
    dedication: 'Dedication',
    organization: 'Issued by',
    ein: 'EIN',
  },
  es: {
    receipt: 'Número de recibo',
    amount: 'Importe',
    date: 'Fecha',
    fund: 'Fondo',
    frequency: 'Frecuencia',
    once: 'Una vez',
    monthly: 'Mensual',
    honor: (name: string) => `En honor de ${name}`,
    memory: (name: string) => `En memoria de ${name}`,
    dedication: 'Dedicatoria',
    organization: 'Emitido por',
    ein: 'EIN',
  },
} satisfies Record<Language, unknown>;

/** The rows every gift e-mail shows: receipt number, amount, date, fund, frequency, dedication. */
export function giftRows(gift: GiftFacts, language: Language): [string, string][] {
  const label = LABELS[language];
  const rows: [string, string][] = [
    [label.receipt, gift.receiptNumber],
    [label.amount, formatCents(gift.amountCents, language)],
    [label.date, formatInstantDay(gift.date, language, 'long')],
    [label.fund, localize(gift.fundName, gift.fundNameEs, language)],
    [label.frequency, gift.frequency === 'monthly' ? label.monthly : label.once],
  ];
  if (gift.dedication) rows.push([label.dedication, label[gift.dedication.kind](gift.dedication.name)]);
  return rows;
}

/** Who issues the receipt: legal name, the ministry's published address, and EIN. */
export function organizationRows(
  organization: GivingOrganization,
  { language, ministry }: MailContext,
): [string, string][] {
  const label = LABELS[language];
  return [
    [label.organization, `${organization.legalName}\n${ministryAddressLine(ministry)}`],
    [label.ein, organization.ein],
  ];
}

/** What a receipt ends with for the donor's taxes: no goods or services were given, and who issues it. */
export const taxBlocks = (organization: GivingOrganization, context: MailContext): Block[] => [
  paragraph(NO_GOODS_OR_SERVICES[context.language]),
  details(organizationRows(organization, context)),
];

/** The Giving tab of the member's account. */
export const accountGivingLink = (siteUrl: string) => siteLink(siteUrl, '/account', { tab: 'giving' });
