import { type Connection } from 'mongoose';
import mongoose from 'mongoose';
import { insertOnce, isDuplicateKey } from './mongo-errors';
import { ERASED_BODY, outboxModels, type MailAttachment, type StoredMail } from './outbox-models';
import { recipientHash, type MailBudget, type MailHold } from './mail-budget';
import { isHardBounce, tellHardBounce } from './mail-bounce';
import { laneOfPriority, mailKindOf } from './mail-kinds';
import { laneWaits } from './outbox-lanes';
import { metrics } from './metrics';
import { deliveredMark, wakeOnEnqueue } from './outbox-queue';
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
 * messages wait in their outbox and go out in a later hour; none is lost. The most urgent go first
 * (mail-kinds.ts: expiring links, then security notices, then the rest), ordinary mail cannot take
 * the priority share of the budget, and one address gets at most MAIL_RECIPIENT_HOURLY_LIMIT an hour
 * in each lane: a message over its address's cap waits for the next hour, the others go on.
 * Announcements go last, in the bulk lane, within a budget of their own (outbox-lanes.ts).
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
  type MailHeaders,
  type MailState,
  type OutgoingMail,
} from './outbox-models';
export {
  enqueueMail,
  failedMailCount,
  MailLanguageMismatch,
  outboxHealth,
  outboxStatus,
  outboxWaiting,
  type MailToSend,
  type OutboxWaiting,
} from './outbox-queue';
export type { MailKey, MailKind } from './mail-kinds';
export type { MailRecipient } from './recipient-language';

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
  /** Told once per hour, reason, kind and address digest of a message held back (the source of a flood). */
  onHeld?: (held: MailHeld) => void;
  /** Delivered messages (and claims) older than this many days are pruned; default 90. */
  retentionDays?: number;
  /** Told once of a message refused for good, 'failed' at once (mail-bounce.ts); its failure goes to onError. */
  onHardBounce?: (email: string, key: string) => Promise<unknown> | unknown;
}

type DueMail = StoredMail & { secret?: boolean | null };

export interface MailHeld {
  heldBy: MailHold;
  kind: string;
  /** The address's digest (`recipientHash`), never the address. */
  recipient: string;
  resumesAt: Date;
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
  /** The budgets found used up, and until when (outbox-lanes.ts). */
  const lanes = laneWaits();
  /** The holds told already (`onHeld`), forgotten as their hours end. */
  const told = new Map<string, number>();
  const tell = (held: MailHeld, at: number) => {
    for (const [said, until] of told) if (until <= at) told.delete(said);
    const said = `${held.heldBy}|${held.kind}|${held.recipient}|${held.resumesAt.getTime()}`;
    if (told.has(said)) return;
    told.set(said, held.resumesAt.getTime());
    metrics.mailHeld.inc({ kind: held.kind, reason: held.heldBy });
    options.onHeld?.(held);
  };

  /**
   * Takes the budget's slots for an attempt this sender has claimed, or answers what held it back
   * (the claim given back, so the attempt neither counts nor waits for a lease). A message over its
   * address's cap waits until that hour ends, out of the passes' way.
   */
  const withinBudget = async (message: DueMail, attempt: number, at: number): Promise<MailHold | null> => {
    if (!options.budget) return null;
    const lane = laneOfPriority(message.priority);
    const taken = await options.budget.take({ lane, recipient: message.to });
    if (taken.allowed) return null;
    const { heldBy, resetAt } = taken;
    await claims.deleteOne({ _id: `${message._id}#${attempt}` });
    // Over her cap, or the one that met the bulk budget: it waits for the next hour in the outbox.
    if (heldBy === 'recipient' || heldBy === 'bulk-budget')
      await mail.updateOne(
        { _id: message._id, state: 'pending', attempts: message.attempts },
        { $set: { nextAttemptAt: new Date(resetAt), ...(heldBy === 'recipient' && { heldBy }) } },
      );
    if (heldBy !== 'recipient' && lanes.hold(heldBy, resetAt) && heldBy === 'budget')
      options.onBudgetReached?.(new Date(resetAt));
    const recipient = recipientHash(message.to);
    tell({ heldBy, kind: mailKindOf(message._id), recipient, resumesAt: new Date(resetAt) }, at);
    return heldBy;
  };

  /** One attempt over SMTP. */
  const deliver = (message: DueMail) => {
    const headers = { ...message.headers, ...(message.language && { 'Content-Language': message.language }) };
    return transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(Object.keys(headers).length ? { headers } : {}),
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
  };

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
      ...(message.headers && { headers: message.headers }),
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
      const dueLanes = lanes.dueFilter(at);
      if (!dueLanes) return { sent: 0, failed: 0 };
      // Most urgent first (mail-kinds.ts), then the longest due.
      const due = await mail
        .find({
          state: 'pending',
          nextAttemptAt: mongoose.trusted({ $lte: new Date(at) }),
          ...dueLanes,
        })
        .sort({ priority: -1, nextAttemptAt: 1 })
        .limit(50)
        .lean();
      let delivered = 0;
      let failed = 0;
      for (const message of due) {
        const attempt = message.attempts + 1;
        // Its lane's budget was found used up earlier in this pass: it waits, the other lanes go on.
        if (lanes.waits(laneOfPriority(message.priority), at)) continue;
        if (!(await claim(message._id, attempt, at))) continue;
        if (await alreadyDelivered(message)) continue;
        if (await withinBudget(message, attempt, at)) continue;
        try {
          await deliver(message);
        } catch (error) {
          // A hard bounce gives up at once: no retry would reach a mailbox that does not exist.
          const gaveUp = isHardBounce(error) || attempt >= maxAttempts;
          await mail.updateOne(
            { _id: message._id },
            {
              $set: {
                attempts: attempt,
                lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
                nextAttemptAt: new Date(now() + backoff(attempt)),
                state: gaveUp ? 'failed' : 'pending',
                heldBy: null,
                ...(gaveUp ? erased(message) : {}),
              },
            },
          );
          await tellHardBounce(error, options, message);
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
      stopWaking = wakeOnEnqueue(connection, () => running.runSoon());
    },
    async stop() {
      stopWaking();
      await repeating?.stop();
    },
  };
  return sender;
}
