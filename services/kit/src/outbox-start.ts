import type { Connection } from 'mongoose';
import nodemailer from 'nodemailer';
import type { MailConfig } from './config';
import { errorFields, type Logger } from './logger';
import { DKIM_SIGNED_HEADERS } from './mail-dkim';
import { mailBudget, mailBudgetSettings, recipientHash } from './mail-budget';
import { mailKindOf } from './mail-kinds';
import { createMailSender } from './outbox';

/** How long delivered messages are kept in `outbox_sent` (OUTBOX_SENT_RETENTION_DAYS, default 90). */
export function sentRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OUTBOX_SENT_RETENTION_DAYS;
  if (raw === undefined || raw === '') return 90;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`OUTBOX_SENT_RETENTION_DAYS must be a whole number of days (at least 1), not "${raw}"`);
  return days;
}

/** nodemailer's transport to SMTP_URL, signing every message when DKIM is configured. */
export function createMailTransport(config: Pick<MailConfig, 'smtpUrl' | 'dkim'>) {
  if (!config.dkim) return nodemailer.createTransport(config.smtpUrl);
  return nodemailer.createTransport({
    url: config.smtpUrl,
    dkim: { ...config.dkim, headerFieldNames: DKIM_SIGNED_HEADERS },
  });
}

/**
 * How often a service's sender looks for messages due (MAIL_POLL_MS): retries, and messages another
 * instance enqueued; one enqueued in this process is sent at once.
 */
const POLL_MS = Number(process.env.MAIL_POLL_MS) || 2_000;

/**
 * The sender loop of a running service, over its own outbox, delivering with nodemailer to SMTP_URL,
 * within the global hourly budget kept in the shared sessions database (`sessions`).
 * Without SMTP_URL (allowed outside production only) messages stay in the outbox, and it says so.
 * `onHardBounce` is told each address a recipient's server refused for good (mail-bounce.ts).
 */
export function startOutboxSender(
  connection: Connection,
  config: MailConfig,
  logger: Logger,
  sessions: Connection,
  onHardBounce?: (email: string) => Promise<unknown>,
) {
  const settings = mailBudgetSettings();
  if (!config.smtpUrl) {
    logger.warn('SMTP_URL is not set: e-mails are kept in the outbox and not sent');
    return null;
  }
  if (!config.dkim && process.env.NODE_ENV === 'production')
    logger.error(
      'MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY are not set: e-mail leaves unsigned, fails DMARC and is likely to land in spam (README: authenticated mail)',
    );
  const { perHour } = settings;
  const sender = createMailSender({
    connection,
    transport: createMailTransport(config),
    from: config.from,
    onError: (error) => logger.warn('e-mail pass failed', errorFields(error)),
    // The ministry's own mailbox (staff notices) is never capped as a recipient.
    budget: mailBudget({ connection: sessions, ...settings, uncapped: [config.notifyEmail] }),
    retentionDays: sentRetentionDays(),
    onBudgetReached: (resumesAt) =>
      logger.warn('hourly e-mail budget reached: messages wait in the outbox', {
        perHour,
        resumesAt: resumesAt.toISOString(),
      }),
    onHardBounce: async (email, key) => {
      logger.warn('e-mail bounced: the address gets no more announcements', {
        kind: mailKindOf(key),
        recipient: recipientHash(email),
      });
      await onHardBounce?.(email);
    },
    onHeld: (held) =>
      logger.warn('e-mail held back: it waits in the outbox', {
        ...held,
        resumesAt: held.resumesAt.toISOString(),
      }),
  });
  sender.start(POLL_MS);
  return sender;
}
