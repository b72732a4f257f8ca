import { object } from 'yup';
import { loadServiceConfig, positiveWhole, readEnv, type ServiceConfig } from '@ministry/kit/config';

export interface ContentSettings {
  /** Contact messages accepted per client address and window (spam protection). */
  contactRateLimit: { limit: number; windowMs: number };
  /** Acknowledgements the form sends to one address per window (the staff notice always goes). */
  contactAckLimit: { limit: number; windowMs: number };
}

export type ContentConfig = ServiceConfig & ContentSettings;

export const DEFAULT_CONTACT_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const DEFAULT_CONTACT_ACK_LIMIT = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const service = loadServiceConfig(env, { port: 4002, databaseName: 'ministry-content' });
  const own = readEnv(
    object({
      CONTACT_RATE_LIMIT: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.limit),
      CONTACT_RATE_WINDOW_SECONDS: positiveWhole(DEFAULT_CONTACT_RATE_LIMIT.windowMs / 1000),
      CONTACT_ACK_LIMIT: positiveWhole(DEFAULT_CONTACT_ACK_LIMIT.limit),
    }),
    env,
  );
  return {
    ...service,
    contactRateLimit: { limit: own.CONTACT_RATE_LIMIT, windowMs: own.CONTACT_RATE_WINDOW_SECONDS * 1000 },
    contactAckLimit: { limit: own.CONTACT_ACK_LIMIT, windowMs: DEFAULT_CONTACT_ACK_LIMIT.windowMs },
  };
}
