import {
  loadServiceConfig,
  readEnv,
  refuseProblems,
  wholeSetting,
  type ServiceConfig,
} from '@ministry/kit/config';
import { object, string } from 'yup';
import { CARE_DEFAULTS } from '@ministry/contracts/care';
import { DEVELOPMENT_TEXT_KEY, keyringFrom, type TextKeyring } from './text-crypto';

/** The care service's own rules, beyond every service's settings. */
export interface CareSettings {
  /** A member may move or cancel her session herself until this many hours before it starts. */
  cancelCutoffHours: number;
  /** Confidential texts are deleted this many months after the person's last appointment. */
  textRetentionMonths: number;
  /** How long a booking of a paid type holds its slot waiting for the payment. */
  paymentHoldMinutes: number;
  /** How long a visitor's booking holds its slot while she follows the e-mailed link and pays. */
  visitorHoldMinutes: number;
  /** The counselors' agenda e-mail goes out from this New York hour on. */
  agendaHour: number;
  /** Members of a plan with priority scheduling book this many weeks ahead (or a counselor's longer horizon). */
  priorityHorizonWeeks: number;
  /**
   * A member's paid session canceled in time (CARE_PAID_CANCEL): `refund` its line at the shop, or
   * `credit` her one session of the same type, valid 12 months. A visitor's is always refunded.
   */
  paidCancel: PaidCancel;
}

export const PAID_CANCEL_CHOICES = ['refund', 'credit'] as const;
export type PaidCancel = (typeof PAID_CANCEL_CHOICES)[number];

export const DEFAULT_CARE_SETTINGS: CareSettings = {
  cancelCutoffHours: CARE_DEFAULTS.cancelCutoffHours,
  textRetentionMonths: CARE_DEFAULTS.textRetentionMonths,
  paymentHoldMinutes: CARE_DEFAULTS.paymentHoldMinutes,
  visitorHoldMinutes: 60,
  agendaHour: 7,
  priorityHorizonWeeks: CARE_DEFAULTS.priorityHorizonWeeks,
  paidCancel: 'refund',
};

/** The care pass (holds, reminders, agendas) runs every minute unless CARE_PASS_SECONDS says otherwise. */
export const DEFAULT_CARE_PASS_MS = 60_000;

export interface CareConfig extends ServiceConfig {
  /** Identity's internal API: a member's verified address, name and saved language. */
  identityInternalUrl: string;
  /** Billing's internal API: a member's live subscription (plan credits). */
  billingInternalUrl: string;
  /** The shop's internal API: a paid session canceled in time is refunded (SHOP_INTERNAL_URL). */
  shopInternalUrl: string;
  /** The key confidential texts are sealed with, and older keys still readable (during a rotation). */
  textKeys: TextKeyring;
  care: CareSettings;
  /** How often the care pass runs (holds released, reminders, agendas). */
  passEveryMs: number;
}

const address = (name: string, fallback: string) =>
  string()
    .trim()
    .default(fallback)
    .matches(/^https?:\/\/[^\s]+$/, `${name} must be a web address such as ${fallback}`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): CareConfig {
  const base = loadServiceConfig(env, { port: 4007, databaseName: 'ministry-care' });
  const production = base.nodeEnv === 'production';
  const raw = readEnv(
    object({
      IDENTITY_INTERNAL_URL: address(
        'IDENTITY_INTERNAL_URL',
        production ? 'http://identity:4001' : 'http://127.0.0.1:4001',
      ),
      BILLING_INTERNAL_URL: address(
        'BILLING_INTERNAL_URL',
        production ? 'http://billing:4005' : 'http://127.0.0.1:4005',
      ),
      SHOP_INTERNAL_URL: address(
        'SHOP_INTERNAL_URL',
        production ? 'http://shop:4004' : 'http://127.0.0.1:4004',
      ),
      CARE_PAID_CANCEL: string()
        .trim()
        .default(DEFAULT_CARE_SETTINGS.paidCancel)
        .oneOf([...PAID_CANCEL_CHOICES], 'CARE_PAID_CANCEL must be refund or credit'),
      CARE_TEXT_KEY: production
        ? string().required('CARE_TEXT_KEY is required in production (32 random bytes, base64)')
        : string().default(DEVELOPMENT_TEXT_KEY),
      CARE_TEXT_PREVIOUS_KEYS: string().default(''),
      CARE_TEXT_RETENTION_MONTHS: wholeSetting(
        'CARE_TEXT_RETENTION_MONTHS',
        1,
        240,
        DEFAULT_CARE_SETTINGS.textRetentionMonths,
      ),
      CARE_CANCEL_CUTOFF_HOURS: wholeSetting(
        'CARE_CANCEL_CUTOFF_HOURS',
        0,
        24 * 14,
        DEFAULT_CARE_SETTINGS.cancelCutoffHours,
      ),
      CARE_PAYMENT_HOLD_MINUTES: wholeSetting(
        'CARE_PAYMENT_HOLD_MINUTES',
        5,
        24 * 60,
        DEFAULT_CARE_SETTINGS.paymentHoldMinutes,
      ),
      CARE_VISITOR_HOLD_MINUTES: wholeSetting(
        'CARE_VISITOR_HOLD_MINUTES',
        5,
        24 * 60,
        DEFAULT_CARE_SETTINGS.visitorHoldMinutes,
      ),
      CARE_AGENDA_HOUR: wholeSetting('CARE_AGENDA_HOUR', 0, 23, DEFAULT_CARE_SETTINGS.agendaHour),
      CARE_PASS_SECONDS: wholeSetting('CARE_PASS_SECONDS', 1, 3600, DEFAULT_CARE_PASS_MS / 1000),
      CARE_PRIORITY_HORIZON_WEEKS: wholeSetting(
        'CARE_PRIORITY_HORIZON_WEEKS',
        1,
        52,
        DEFAULT_CARE_SETTINGS.priorityHorizonWeeks,
      ),
    }),
    env,
  );
  let textKeys: TextKeyring;
  try {
    textKeys = keyringFrom(raw.CARE_TEXT_KEY, raw.CARE_TEXT_PREVIOUS_KEYS);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  - ${(error as Error).message}`);
  }
  if (production)
    refuseProblems([
      raw.CARE_TEXT_KEY.trim() === DEVELOPMENT_TEXT_KEY
        ? 'CARE_TEXT_KEY is the development key: set 32 random bytes, base64 (openssl rand -base64 32)'
        : null,
    ]);
  return {
    ...base,
    identityInternalUrl: raw.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    billingInternalUrl: raw.BILLING_INTERNAL_URL.replace(/\/+$/, ''),
    shopInternalUrl: raw.SHOP_INTERNAL_URL.replace(/\/+$/, ''),
    textKeys,
    care: {
      cancelCutoffHours: raw.CARE_CANCEL_CUTOFF_HOURS,
      textRetentionMonths: raw.CARE_TEXT_RETENTION_MONTHS,
      paymentHoldMinutes: raw.CARE_PAYMENT_HOLD_MINUTES,
      visitorHoldMinutes: raw.CARE_VISITOR_HOLD_MINUTES,
      agendaHour: raw.CARE_AGENDA_HOUR,
      priorityHorizonWeeks: raw.CARE_PRIORITY_HORIZON_WEEKS,
      paidCancel: raw.CARE_PAID_CANCEL as PaidCancel,
    },
    passEveryMs: raw.CARE_PASS_SECONDS * 1000,
  };
}
