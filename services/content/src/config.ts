import { resolve } from 'node:path';
import { object, string } from 'yup';
import {
  loadServiceConfig,
  MIN_SECRET_BYTES,
  positiveWhole,
  readEnv,
  refuseProblems,
  secretProblem,
  type ServiceConfig,
} from '@ministry/kit/config';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from './contact/retention';

export interface ContentSettings {
  /** Contact messages accepted per client address and window (spam protection). */
  contactRateLimit: { limit: number; windowMs: number };
  /** Acknowledgements the form sends to one address per window (the staff notice always goes). */
  contactAckLimit: { limit: number; windowMs: number };
  /** The backup folder (BACKUP_DIR, read-only here): its status.json is what admins are shown. */
  backupDir: string;
  /**
   * The care service's internal API (CARE_INTERNAL_URL, never routed by the gateway): a contact message
   * sent for "Counseling Services" is handed to it, sealed there, and never kept here.
   */
  careInternalUrl: string;
  /**
   * Billing's internal API (BILLING_INTERNAL_URL, never routed by the gateway): whether a signed-in
   * sender's plan is active, so her message is answered within 24 hours.
   */
  billingInternalUrl: string;
  /** Identity's internal API (IDENTITY_INTERNAL_URL): where a hard bounce of this service's mail is reported. */
  identityInternalUrl: string;
  /**
   * The key premium resources' download links are signed with (RESOURCE_LINK_SECRET): required in
   * production; elsewhere empty, and a key derived from the session keys is used (resources/links.ts).
   */
  resourceLinkSecret: string;
  /** Contact messages are deleted this many months after they arrive (CONTACT_RETENTION_MONTHS). */
  contactRetentionMonths: number;
}

export type ContentConfig = ServiceConfig & ContentSettings;

export const DEFAULT_CONTACT_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const DEFAULT_CONTACT_ACK_LIMIT = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };
/** Where `npm run backup` writes locally (relative to the folder the site is started from). */
export const DEFAULT_BACKUP_DIR = 'backups';
/** docker-compose names the care container `care`; `npm start` and tests run it on this machine. */
export const careInternalUrlDefault = (production: boolean) =>
  production ? 'http://care:4007' : 'http://127.0.0.1:4007';
export const billingInternalUrlDefault = (production: boolean) =>
  production ? 'http://billing:4005' : 'http://127.0.0.1:4005';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const service = loadServiceConfig(env, { port: 4002, databaseName: 'ministry-content' });
  const own = readEnv(
    object({
      CONTACT_RATE_LIMIT: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.limit),
      CONTACT_RATE_WINDOW_SECONDS: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.windowMs / 1000),
      CONTACT_ACK_LIMIT: positiveWhole(DEFAULT_CONTACT_ACK_LIMIT.limit),
      CONTACT_RETENTION_MONTHS: positiveWhole(DEFAULT_CONTACT_RETENTION_MONTHS)
        .typeError('CONTACT_RETENTION_MONTHS must be a whole number of months')
        .max(240, 'CONTACT_RETENTION_MONTHS must be at most 240'),
      BACKUP_DIR: string().default(DEFAULT_BACKUP_DIR),
      CARE_INTERNAL_URL: string()
        .trim()
        .default(careInternalUrlDefault(service.nodeEnv === 'production'))
        .matches(/^https?:\/\/[^\s]+$/, 'CARE_INTERNAL_URL must be a web address such as http://care:4007'),
      BILLING_INTERNAL_URL: string()
        .trim()
        .default(billingInternalUrlDefault(service.nodeEnv === 'production'))
        .matches(
          /^https?:\/\/[^\s]+$/,
          'BILLING_INTERNAL_URL must be a web address such as http://billing:4005',
        ),
      IDENTITY_INTERNAL_URL: string()
        .trim()
        .default(service.nodeEnv === 'production' ? 'http://identity:4001' : 'http://127.0.0.1:4001')
        .matches(
          /^https?:\/\/[^\s]+$/,
          'IDENTITY_INTERNAL_URL must be a web address such as http://identity:4001',
        ),
      RESOURCE_LINK_SECRET:
        service.nodeEnv === 'production'
          ? string().required('RESOURCE_LINK_SECRET is required in production (a long random secret)')
          : string().default(''),
    }),
    env,
  );
  if (service.nodeEnv === 'production')
    refuseProblems([
      secretProblem('RESOURCE_LINK_SECRET', own.RESOURCE_LINK_SECRET, { minBytes: MIN_SECRET_BYTES }),
    ]);
  return {
    ...service,
    contactRateLimit: { limit: own.CONTACT_RATE_LIMIT, windowMs: own.CONTACT_RATE_WINDOW_SECONDS * 1000 },
    contactAckLimit: { limit: own.CONTACT_ACK_LIMIT, windowMs: DEFAULT_CONTACT_ACK_LIMIT.windowMs },
    backupDir: resolve(own.BACKUP_DIR || DEFAULT_BACKUP_DIR),
    careInternalUrl: own.CARE_INTERNAL_URL.replace(/\/+$/, ''),
    billingInternalUrl: own.BILLING_INTERNAL_URL.replace(/\/+$/, ''),
    identityInternalUrl: own.IDENTITY_INTERNAL_URL.replace(/\/+$/, ''),
    resourceLinkSecret: own.RESOURCE_LINK_SECRET,
    contactRetentionMonths: own.CONTACT_RETENTION_MONTHS,
  };
}
