import { resolve } from 'node:path';
import { object, string } from 'yup';
import { loadServiceConfig, positiveWhole, readEnv, type ServiceConfig } from '@ministry/kit/config';

export interface ContentSettings {
  /** Contact messages accepted per client address and window (spam protection). */
  contactRateLimit: { limit: number; windowMs: number };
  /** Acknowledgements the form sends to one address per window (the staff notice always goes). */
  contactAckLimit: { limit: number; windowMs: number };
  /** The backup folder (BACKUP_DIR, read-only here): its status.json is what admins are shown. */
  backupDir: string;
}

export type ContentConfig = ServiceConfig & ContentSettings;

export const DEFAULT_CONTACT_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const DEFAULT_CONTACT_ACK_LIMIT = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };
/** Where `npm run backup` writes locally (relative to the folder the site is started from). */
export const DEFAULT_BACKUP_DIR = 'backups';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const service = loadServiceConfig(env, { port: 4002, databaseName: 'ministry-content' });
  const own = readEnv(
    object({
      CONTACT_RATE_LIMIT: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.limit),
      CONTACT_RATE_WINDOW_SECONDS: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.windowMs / 1000),
      CONTACT_ACK_LIMIT: positiveWhole(DEFAULT_CONTACT_ACK_LIMIT.limit),
      BACKUP_DIR: string().default(DEFAULT_BACKUP_DIR),
    }),
    env,
  );
  return {
    ...service,
    contactRateLimit: { limit: own.CONTACT_RATE_LIMIT, windowMs: own.CONTACT_RATE_WINDOW_SECONDS * 1000 },
    contactAckLimit: { limit: own.CONTACT_ACK_LIMIT, windowMs: DEFAULT_CONTACT_ACK_LIMIT.windowMs },
    backupDir: resolve(own.BACKUP_DIR || DEFAULT_BACKUP_DIR),
  };
}
