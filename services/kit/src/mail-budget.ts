import type { Connection } from 'mongoose';
import { number, object } from 'yup';
import { readEnv } from './config';
import { createRateLimiter } from './rate-limit';

/** Messages all services together send per hour when MAIL_HOURLY_BUDGET is not set. */
export const DEFAULT_MAIL_HOURLY_BUDGET = 500;
const HOUR_MS = 3_600_000;

/** MAIL_HOURLY_BUDGET, read and checked (a whole number of at least 1); a bad value stops the start. */
export function mailHourlyBudget(env: NodeJS.ProcessEnv = process.env): number {
  return readEnv(
    object({
      MAIL_HOURLY_BUDGET: number()
        .typeError('MAIL_HOURLY_BUDGET must be a whole number of messages per hour')
        .integer('MAIL_HOURLY_BUDGET must be a whole number of messages per hour')
        .min(1, 'MAIL_HOURLY_BUDGET must be at least 1')
        .default(DEFAULT_MAIL_HOURLY_BUDGET),
    }),
    env,
  ).MAIL_HOURLY_BUDGET;
}

export interface MailBudgetOptions {
  /** The sessions database: the one every service shares. */
  connection: Connection;
  /** Messages per clock hour, across every service and instance. */
  perHour: number;
  /** For tests: the current time. */
  now?: () => number;
}

/** Whether this hour's budget is used up, and when the next hour (a fresh budget) begins. */
export interface MailBudgetState {
  perHour: number;
  reached: boolean;
  /** ISO time the next hour starts. */
  resumesAt: string;
}

/**
 * The global hourly budget: one numbered slot per message attempt in the hour, claimed by a unique
 * insert (the kit's rate limiter over the shared sessions database), so senders in every service and
 * instance together never take more than `perHour` slots, on FerretDB v1 too.
 */
export function mailBudget(options: MailBudgetOptions) {
  const limiter = createRateLimiter({
    name: 'mail-budget',
    limit: options.perHour,
    windowMs: HOUR_MS,
    connection: options.connection,
    now: options.now,
  });
  return {
    perHour: options.perHour,
    /** Claims one slot of the current hour: false when the hour's budget is used up. */
    async take(): Promise<{ allowed: boolean; resetAt: number }> {
      const { allowed, resetAt } = await limiter.hit('all');
      return { allowed, resetAt };
    },
    async state(): Promise<MailBudgetState> {
      const { exhausted, resetAt } = await limiter.isExhausted('all');
      return { perHour: options.perHour, reached: exhausted, resumesAt: new Date(resetAt).toISOString() };
    },
  };
}

export type MailBudget = ReturnType<typeof mailBudget>;
