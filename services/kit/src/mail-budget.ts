import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { number, object } from 'yup';
import { readEnv } from './config';
import type { MailLane } from './mail-kinds';
import { createRateLimiter, rateLimitModel } from './rate-limit';

/** Messages all services together send per hour when MAIL_HOURLY_BUDGET is not set. */
export const DEFAULT_MAIL_HOURLY_BUDGET = 500;
/** Messages one address receives per hour and lane when MAIL_RECIPIENT_HOURLY_LIMIT is not set. */
export const DEFAULT_MAIL_RECIPIENT_HOURLY_LIMIT = 10;
/** Bulk messages (announcements) all services together send per hour when MAIL_BULK_HOURLY_BUDGET is not set. */
export const DEFAULT_MAIL_BULK_HOURLY_BUDGET = 200;
const HOUR_MS = 3_600_000;

export interface MailBudgetSettings {
  /** MAIL_HOURLY_BUDGET: messages per clock hour, every service and instance together. */
  perHour: number;
  /** MAIL_PRIORITY_RESERVE: of those, how many only priority mail may use (a fifth by default). */
  priorityReserve: number;
  /** MAIL_RECIPIENT_HOURLY_LIMIT: messages per clock hour to one address, in each lane. */
  perRecipient: number;
  /** MAIL_BULK_HOURLY_BUDGET: bulk messages per clock hour, a budget apart from `perHour`. */
  bulkPerHour: number;
}

const whole = (name: string) =>
  number().typeError(`${name} must be a whole number`).integer(`${name} must be a whole number`);

/** The budget's settings, read and checked; a bad value stops the start. */
export function mailBudgetSettings(env: NodeJS.ProcessEnv = process.env): MailBudgetSettings {
  const read = readEnv(
    object({
      MAIL_HOURLY_BUDGET: whole('MAIL_HOURLY_BUDGET')
        .min(1, 'MAIL_HOURLY_BUDGET must be at least 1')
        .default(DEFAULT_MAIL_HOURLY_BUDGET),
      // Empty (compose passes it so) is unset: a fifth of the budget.
      MAIL_PRIORITY_RESERVE: whole('MAIL_PRIORITY_RESERVE')
        .transform((value: number, original: unknown) => (original === '' ? undefined : value))
        .min(0, 'MAIL_PRIORITY_RESERVE must be 0 or more')
        .optional(),
      MAIL_RECIPIENT_HOURLY_LIMIT: whole('MAIL_RECIPIENT_HOURLY_LIMIT')
        .min(1, 'MAIL_RECIPIENT_HOURLY_LIMIT must be at least 1')
        .default(DEFAULT_MAIL_RECIPIENT_HOURLY_LIMIT),
      MAIL_BULK_HOURLY_BUDGET: whole('MAIL_BULK_HOURLY_BUDGET')
        .transform((value: number, original: unknown) => (original === '' ? undefined : value))
        .min(1, 'MAIL_BULK_HOURLY_BUDGET must be at least 1')
        .default(DEFAULT_MAIL_BULK_HOURLY_BUDGET),
    }),
    env,
  );
  const perHour = read.MAIL_HOURLY_BUDGET;
  const priorityReserve = read.MAIL_PRIORITY_RESERVE ?? Math.floor(perHour / 5);
  if (priorityReserve >= perHour)
    throw new Error(
      `MAIL_PRIORITY_RESERVE must be less than MAIL_HOURLY_BUDGET (${perHour}), not ${priorityReserve}`,
    );
  return {
    perHour,
    priorityReserve,
    perRecipient: read.MAIL_RECIPIENT_HOURLY_LIMIT,
    bulkPerHour: read.MAIL_BULK_HOURLY_BUDGET,
  };
}

/** MAIL_HOURLY_BUDGET, read and checked (a whole number of at least 1). */
export const mailHourlyBudget = (env: NodeJS.ProcessEnv = process.env): number =>
  mailBudgetSettings(env).perHour;

/** An address as the budget and the admins see it: a digest, never the address itself. */
export const recipientHash = (address: string): string =>
  createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 12);

export interface MailBudgetOptions extends Partial<Omit<MailBudgetSettings, 'perHour'>> {
  /** The sessions database: the one every service shares. */
  connection: Connection;
  perHour: number;
  /** Addresses never capped per recipient (the ministry's own notify address). */
  uncapped?: string[];
  /** For tests: the current time. */
  now?: () => number;
}

/**
 * Why a message was held back: the hour's budget, ordinary mail's share of it, the bulk lane's own
 * budget, or its address's cap.
 */
export type MailHold = 'budget' | 'ordinary-share' | 'bulk-budget' | 'recipient';

/** Whether this hour's budget is used up, and when the next hour (a fresh budget) begins. */
export interface MailBudgetState {
  perHour: number;
  priorityReserve: number;
  perRecipient: number;
  /** Slots taken this hour (every lane). */
  used: number;
  reached: boolean;
  /** Ordinary mail has used its share (perHour − priorityReserve): only priority mail goes out. */
  ordinaryReached: boolean;
  /** ISO time the next hour starts. */
  resumesAt: string;
  /** The bulk lane's own budget (announcements), counted apart from the one above. */
  bulk: { perHour: number; used: number; reached: boolean };
}

export type MailBudgetTake = { allowed: true } | { allowed: false; heldBy: MailHold; resetAt: number };

/**
 * The global hourly budget, in numbered slots claimed by unique inserts (the kit's rate limiter over
 * the shared sessions database), so every service and instance together stay within it on FerretDB v1
 * too. Three counts, each exact:
 * - every message takes a slot of the hour (`all`, at most `perHour`);
 * - an ordinary message first takes one of ordinary mail's share (`ordinary`, at most
 *   `perHour − priorityReserve`), so priority mail always has at least `priorityReserve` left;
 * - each message first takes one of its address's slots in its lane (at most `perRecipient`), so one
 *   address cannot absorb the budget, and ordinary mail to her never holds back her reset link.
 * Bulk mail (announcements) takes none of those slots: its address's slot in the bulk lane, then one of
 * the bulk budget's (`bulk`, at most `bulkPerHour`, a limiter of its own name), so a mailing to
 * thousands never takes the transactional budget's slots, and a reset link never waits for it.
 * A slot taken before a later count refused is not given back: that count stays full for the rest
 * of the hour anyway, so the message would have waited regardless.
 */
const BULK_LIMITER = 'mail-bulk-budget';

export function mailBudget(options: MailBudgetOptions) {
  const { connection, perHour, now } = options;
  const priorityReserve = Math.min(options.priorityReserve ?? 0, perHour - 1);
  const perRecipient = options.perRecipient ?? Number.MAX_SAFE_INTEGER;
  const uncapped = new Set((options.uncapped ?? []).map((address) => address.trim().toLowerCase()));
  const limiter = (limit: number) =>
    createRateLimiter({ name: 'mail-budget', limit, windowMs: HOUR_MS, connection, now });
  const all = limiter(perHour);
  const ordinary = limiter(perHour - priorityReserve);
  const recipients = limiter(perRecipient);
  const bulkPerHour = options.bulkPerHour ?? DEFAULT_MAIL_BULK_HOURLY_BUDGET;
  const bulk = createRateLimiter({
    name: BULK_LIMITER,
    limit: bulkPerHour,
    windowMs: HOUR_MS,
    connection,
    now,
  });

  return {
    perHour,
    bulkPerHour,
    /** Claims the slots a message to `recipient` in `lane` needs now, or says what holds it back. */
    async take(
      message: { lane: MailLane; recipient?: string } = { lane: 'priority' },
    ): Promise<MailBudgetTake> {
      const { lane, recipient } = message;
      if (recipient && !uncapped.has(recipient.trim().toLowerCase())) {
        const own = await recipients.hit(`to:${lane}:${recipientHash(recipient)}`);
        if (!own.allowed) return { allowed: false, heldBy: 'recipient', resetAt: own.resetAt };
      }
      if (lane === 'bulk') {
        const share = await bulk.hit('bulk');
        return share.allowed
          ? { allowed: true }
          : { allowed: false, heldBy: 'bulk-budget', resetAt: share.resetAt };
      }
      if (lane === 'ordinary' && priorityReserve > 0) {
        const share = await ordinary.hit('ordinary');
        if (!share.allowed) return { allowed: false, heldBy: 'ordinary-share', resetAt: share.resetAt };
      }
      const slot = await all.hit('all');
      return slot.allowed ? { allowed: true } : { allowed: false, heldBy: 'budget', resetAt: slot.resetAt };
    },
    async state(): Promise<MailBudgetState> {
      const [total, share, bulkShare] = await Promise.all([
        all.isExhausted('all'),
        ordinary.isExhausted('ordinary'),
        bulk.isExhausted('bulk'),
      ]);
      // The limiter's bucket for this hour (`<name>:<key>:<window start>`, rate-limit.ts).
      const slots = rateLimitModel(connection);
      const [used, bulkUsed] = await Promise.all([
        slots.countDocuments({ bucket: `mail-budget:all:${total.resetAt - HOUR_MS}` }),
        slots.countDocuments({ bucket: `${BULK_LIMITER}:bulk:${bulkShare.resetAt - HOUR_MS}` }),
      ]);
      return {
        perHour,
        priorityReserve,
        perRecipient: options.perRecipient ?? 0,
        used,
        reached: total.exhausted,
        // Without a reserve ordinary mail takes no share of its own: it stops with the budget.
        ordinaryReached: total.exhausted || (priorityReserve > 0 && share.exhausted),
        resumesAt: new Date(total.resetAt).toISOString(),
        bulk: { perHour: bulkPerHour, used: bulkUsed, reached: bulkShare.exhausted },
      };
    },
  };
}

export type MailBudget = ReturnType<typeof mailBudget>;
