import { type Connection } from 'mongoose';
import mongoose from 'mongoose';
import nodemailer from 'nodemailer';
import { type MailConfig } from './config';
import { errorFields, type Logger } from './logger';
import { isDuplicateKey } from './mongo-errors';
import {
  ERASED_BODY,
  outboxModels,
  type MailAttachment,
  type OutgoingMail,
  type StoredMail,
} from './outbox-models';
import { mailBudget, mailHourlyBudget, type MailBudget } from './mail-budget';
import { repeatEvery } from './repeat';

/**
 * E-mail that is never lost and never doubled. A service stores a message in its own outbox in the
 * request that decided to send it (`enqueueMail`, keyed by what it reports: 'order-paid:WOP-…'), and a
 * sender loop (`createMailSender`) delivers it over SMTP with retries and backoff. Several instances
 * may run the loop over one outbox: each attempt at a message is claimed by inserting
 * `<message>#<attempt>` into `outbox_claims` (a unique `_id`, atomic on FerretDB v1 too, where a
 * conditional update is not), so one instance makes it. SMTP down for an hour: the request that caused
 * the message already succeeded; the message goes out when SMTP is back.
 *
 * Every service together sends at most MAIL_HOURLY_BUDGET messages per clock hour (`mailBudget`): each
 * attempt also claims one numbered slot of the hour in the shared sessions database, so a flood of
 * sign-ups or contact messages cannot burn the ministry's sending reputation. Beyond the budget,
 * messages wait in their outbox and go out in a later hour; none is lost.
 *
 * The outbox (`outbox`) holds only what is still to send and what gave up, so the sender's poll costs
 * the same after years of mail (the embedded database reads a whole collection for any query but an
 * `_id` lookup: docs/ARCHITECTURE.md). A delivered message moves to `outbox_sent`, kept for the record
 * and pruned after OUTBOX_SENT_RETENTION_DAYS (90 by default) by the sender, at most once an hour.
 * Delivery first writes `<message>#sent` into `outbox_claims` (a unique insert), and a key with that
 * mark is never sent again: enqueueing it once more changes nothing, as before the move.
 */
export {
  ERASED_BODY,
  outboxModels,
  type MailAttachment,
  type MailState,
  type OutgoingMail,
} from './outbox-models';

/**
 * The senders running in this process, by the connection of the outbox they send: a message enqueued
 * here wakes them, so it leaves at once and the poll (for retries and other instances' messages) can
 * be slow.
 */
const wakeUps = new WeakMap<Connection, Set<() => void>>();

/** The claim that marks a key delivered: while it exists, that key is never sent again. */
const deliveredMark = (key: string) => `${key}#sent`;

/** Inserts a document unless one with its `_id` exists (then the first stays). */
async function insertOnce(model: { create: (doc: object) => Promise<unknown> }, doc: object): Promise<void> {
  try {
    await model.create(doc);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Stores a message to send, once per key: a second call with the same key changes nothing, also once
 * the first was delivered (until its record is pruned).
 */
export async function enqueueMail(connection: Connection, key: string, mail: OutgoingMail): Promise<void> {
  const models = outboxModels(connection);
  if (await models.claims.findById(deliveredMark(key), { _id: 1 }).lean()) return;
  try {
    await models.mail.create({
      _id: key,
      ...mail,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return;
  }
  for (const wake of wakeUps.get(connection) ?? []) wake();
}

/** Messages that will not be sent any more (every attempt failed): what admins are shown. */
export async function failedMailCount(connection: Connection): Promise<number> {
  return outboxModels(connection).mail.countDocuments({ state: 'failed' });
}

/** What an admin sees of a service's outbox: messages still to send and those that gave up. */
export async function outboxStatus(connection: Connection): Promise<{ pending: number; failed: number }> {
  const { pending, failed } = await outboxHealth(connection);
  return { pending, failed };
}

/**
 * The outbox's health for metrics and admins: messages still to send, those that gave up, and how
 * long the oldest still to send has waited (0 when none). Reads only the outbox, never the record.
 */
export async function outboxHealth(
  connection: Connection,
  now: number = Date.now(),
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const { mail } = outboxModels(connection);
  const [pending, failed, oldest] = await Promise.all([
    mail.countDocuments({ state: 'pending' }),
    mail.countDocuments({ state: 'failed' }),
    mail.findOne({ state: 'pending' }, { createdAt: 1 }).sort({ createdAt: 1 }).lean(),
  ]);
  const oldestPendingSeconds = oldest ? Math.max(0, (now - oldest.createdAt.getTime()) / 1000) : 0;
  return { pending, failed, oldestPendingSeconds };
}

/** How long delivered messages are kept in `outbox_sent` (OUTBOX_SENT_RETENTION_DAYS, default 90). */
export function sentRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.OUTBOX_SENT_RETENTION_DAYS;
  if (raw === undefined || raw === '') return 90;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`OUTBOX_SENT_RETENTION_DAYS must be a whole number of days (at least 1), not "${raw}"`);
  return days;
}

const DAY_MS = 86_400_000;
/** How often a sender prunes the record (and the claims) past the retention. */
export const PRUNE_EVERY_MS = 3_600_000;

/** What sends: nodemailer's transporter (from SMTP_URL), or anything with its `sendMail`. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

export interface MailSenderOptions {
  connection: Connection;
  transport: MailTransport;
  /** The From header ('Women of Purpose Ministry <hello@…>'). */
  from: string;
  /** After this many failed attempts a message is 'failed' (and counted for admins). */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after attempt n failed. */
  backoffMs?: (failedAttempts: number) => number;
  /** How long an attempt may take before another instance counts it as failed (its sender died). */
  leaseMs?: number;
  /** For tests: the current time. */
  now?: () => number;
  /** A pass that could not run (the database away): told, then tried again at the next interval. */
  onError?: (error: unknown) => void;
  /** The global hourly budget every attempt takes a slot of; without one, no limit (tests). */
  budget?: MailBudget;
  /** Told once per hour in which this sender found the budget used up (when the next hour begins). */
  onBudgetReached?: (resumesAt: Date) => void;
  /** Delivered messages (and claims) older than this many days are pruned; default 90. */
  retentionDays?: number;
}

const erased = (message: { secret?: boolean | null }) =>
  message.secret ? { text: ERASED_BODY, html: ERASED_BODY } : {};

/** 30 s, 1 min, 2 min … doubling up to an hour between attempts. */
export const defaultBackoff = (failedAttempts: number) =>
  Math.min(30_000 * 2 ** (failedAttempts - 1), 3_600_000);

export function createMailSender(options: MailSenderOptions) {
  const { connection, transport, from } = options;
  const maxAttempts = options.maxAttempts ?? 12;
  const backoff = options.backoffMs ?? defaultBackoff;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? Date.now;
  const retentionMs = (options.retentionDays ?? 90) * DAY_MS;
  const { mail, sent, claims } = outboxModels(connection);
  const domain = from.replace(/^.*@/, '').replace(/[>\s].*$/, '') || 'localhost';

  /** Claims attempt `attempt` of a message; false when another sender has it. */
  const claim = async (key: string, attempt: number, at: number): Promise<boolean> => {
    const id = `${key}#${attempt}`;
    try {
      await claims.create({ _id: id, leaseUntil: new Date(at + leaseMs) });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // Claimed already. A claim whose lease ran out belongs to a sender that died mid-attempt: that
    // attempt counts as failed (a deterministic $set, so two senders doing it agree).
    const held = await claims.findById(id).lean();
    if (held && held.leaseUntil.getTime() < at) {
      await mail.updateOne(
        { _id: key, state: 'pending', attempts: attempt - 1 },
        {
          $set: {
            attempts: attempt,
            nextAttemptAt: new Date(at + backoff(attempt)),
            state: attempt >= maxAttempts ? 'failed' : 'pending',
          },
        },
      );
    }
    return false;
  };

  let repeating: ReturnType<typeof repeatEvery> | undefined;
  let stopWaking = (): unknown => undefined;
  /** The budget was found used up until then: passes before it send nothing and ask nothing. */
  let budgetWaitUntil = 0;

  /** Takes a budget slot for an attempt this sender has claimed; false (claim given back) when none is left. */
  const withinBudget = async (key: string, attempt: number): Promise<boolean> => {
    if (!options.budget) return true;
    const { allowed, resetAt } = await options.budget.take();
    if (allowed) return true;
    // Nothing was attempted: the claim goes back, so the attempt neither counts nor waits for a lease.
    await claims.deleteOne({ _id: `${key}#${attempt}` });
    if (budgetWaitUntil < resetAt) options.onBudgetReached?.(new Date(resetAt));
    budgetWaitUntil = resetAt;
    return false;
  };

  type DueMail = StoredMail & { secret?: boolean | null };
  /** Keeps the record of a delivered message, once, with its body erased if it held a secret. */
  const keepRecord = (message: DueMail, attempts: number, sentAt: Date) =>
    insertOnce(sent, {
      _id: message._id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      language: message.language ?? null,
      secret: Boolean(message.secret),
      attachments: message.attachments ?? [],
      state: 'sent',
      attempts,
      sentAt,
      createdAt: message.createdAt,
      ...erased(message),
    });

  /**
   * A delivered message leaves the outbox: the mark first (from then on the key is never sent
   * again), the record, then the outbox entry. A sender that dies in between leaves an entry whose
   * mark a later pass finds (`alreadyDelivered`).
   */
  const moveToRecord = async (message: DueMail, attempts: number) => {
    const sentAt = new Date(now());
    await insertOnce(claims, { _id: deliveredMark(message._id), leaseUntil: sentAt });
    await keepRecord(message, attempts, sentAt);
    await mail.deleteOne({ _id: message._id });
  };

  /** An entry for a key delivered already (enqueued again meanwhile, or left by a sender that died): dropped. */
  const alreadyDelivered = async (message: DueMail): Promise<boolean> => {
    const mark = await claims.findById(deliveredMark(message._id)).lean();
    if (!mark) return false;
    await keepRecord(message, message.attempts, mark.leaseUntil);
    await mail.deleteOne({ _id: message._id });
    return true;
  };

  let prunedAt = 0;
  /** At most once an hour: the record and the claims past the retention go (one query each). */
  const pruneRecord = async (at: number) => {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    const before = new Date(at - retentionMs);
    await sent.deleteMany({ sentAt: mongoose.trusted({ $lt: before }) });
    await claims.deleteMany({ leaseUntil: mongoose.trusted({ $lt: before }) });
  };

  const sender = {
    /**
     * One pass over the messages due now: each claimed is sent (or its failure recorded), until the
     * hourly budget is used up; the rest stay pending for a later pass.
     */
    async runOnce(): Promise<{ sent: number; failed: number }> {
      const at = now();
      await pruneRecord(at);
      if (at < budgetWaitUntil) return { sent: 0, failed: 0 };
      const due = await mail
        .find({ state: 'pending', nextAttemptAt: mongoose.trusted({ $lte: new Date(at) }) })
        .sort({ nextAttemptAt: 1 })
        .limit(50)
        .lean();
      let delivered = 0;
      let failed = 0;
      for (const message of due) {
        const attempt = message.attempts + 1;
        if (!(await claim(message._id, attempt, at))) continue;
        if (await alreadyDelivered(message)) continue;
        if (!(await withinBudget(message._id, attempt))) break;
        try {
          await transport.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            ...(message.language ? { headers: { 'Content-Language': message.language } } : {}),
            ...(message.attachments?.length
              ? {
                  attachments: message.attachments.map(({ filename, contentType, content }) => ({
                    filename,
                    contentType,
                    content,
                  })),
                }
              : {}),
            // The same id on every attempt: a provider or client that sees it twice can tell.
            messageId: `<${encodeURIComponent(message._id)}@${domain}>`,
          });
        } catch (error) {
          await mail.updateOne(
            { _id: message._id },
            {
              $set: {
                attempts: attempt,
                lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
                nextAttemptAt: new Date(now() + backoff(attempt)),
                state: attempt >= maxAttempts ? 'failed' : 'pending',
                ...(attempt >= maxAttempts ? erased(message) : {}),
              },
            },
          );
          failed += 1;
          continue;
        }
        await moveToRecord(message, attempt);
        delivered += 1;
      }
      return { sent: delivered, failed };
    },
    /**
     * Runs a pass every `intervalMs` (never two at once in this process), and one as soon as a message
     * is enqueued in this process over the same connection.
     */
    start(intervalMs = 5_000) {
      const running = repeatEvery(intervalMs, () => sender.runOnce(), options.onError);
      repeating = running;
      const wakeUp = () => running.runSoon();
      const woken = wakeUps.get(connection) ?? new Set();
      woken.add(wakeUp);
      wakeUps.set(connection, woken);
      stopWaking = () => woken.delete(wakeUp);
    },
    async stop() {
      stopWaking();
      await repeating?.stop();
    },
  };
  return sender;
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
 */
export function startOutboxSender(
  connection: Connection,
  config: MailConfig,
  logger: Logger,
  sessions: Connection,
) {
  const perHour = mailHourlyBudget();
  if (!config.smtpUrl) {
    logger.warn('SMTP_URL is not set: e-mails are kept in the outbox and not sent');
    return null;
  }
  const sender = createMailSender({
    connection,
    transport: nodemailer.createTransport(config.smtpUrl),
    from: config.from,
    onError: (error) => logger.warn('e-mail pass failed', errorFields(error)),
    budget: mailBudget({ connection: sessions, perHour }),
    retentionDays: sentRetentionDays(),
    onBudgetReached: (resumesAt) =>
      logger.warn('hourly e-mail budget reached: messages wait in the outbox', {
        perHour,
        resumesAt: resumesAt.toISOString(),
      }),
  });
  sender.start(POLL_MS);
  return sender;
}
