import { number, object, string } from 'yup';
import {
  loadServiceConfig,
  readEnv,
  refuseProblems,
  secretProblem,
  type ServiceConfig,
} from '@ministry/kit/config';

export interface IdentityConfig extends ServiceConfig {
  /** The first admin, created at start when missing (npm start supplies development values). */
  adminUsername: string;
  adminPassword: string;
  /** One account (e-mail or username) that may manage events without the event_editor role. */
  eventEditorAccount: string;
  bcryptRounds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const base = loadServiceConfig(env, { port: 4001, databaseName: 'ministry-identity' });
  const extra = readEnv(
    object({
      ADMIN_USERNAME: string().default(''),
      ADMIN_PASSWORD: string()
        .default('')
        .test(
          'long-enough',
          'ADMIN_PASSWORD must be at least 12 characters',
          (value) => !value || value.length >= 12,
        ),
      EVENT_EDITOR_ACCOUNT: string().default(''),
      BCRYPT_ROUNDS: number().integer().min(4).max(15).default(12),
    }),
    env,
  );
  if (base.nodeEnv === 'production') refuseProblems([secretProblem('ADMIN_PASSWORD', extra.ADMIN_PASSWORD)]);
  return {
    ...base,
    adminUsername: extra.ADMIN_USERNAME.trim(),
    adminPassword: extra.ADMIN_PASSWORD,
    eventEditorAccount: extra.EVENT_EDITOR_ACCOUNT.trim().toLowerCase(),
    bcryptRounds: extra.BCRYPT_ROUNDS,
  };
}
