import mongoose from 'mongoose';
import type { BackgroundJob } from '@ministry/kit/server';
import { ContactSubmissionModel } from './model';

/** Contact messages are kept this many months by default (CONTACT_RETENTION_MONTHS). */
export const DEFAULT_CONTACT_RETENTION_MONTHS = 12;
/** The pass runs hourly: a message goes within the hour it turns 12 months old. */
export const CONTACT_RETENTION_PASS_MS = 60 * 60_000;

/**
 * The same moment `months` calendar months earlier, in UTC; a day the earlier month lacks (31 March
 * less one month) becomes that month's last day, so the cutoff never skips forward into the next one.
 */
export function monthsBefore(now: Date, months: number): Date {
  const day = now.getUTCDate();
  const shifted = new Date(now.getTime());
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted;
}

/** Deletes the contact messages received more than `months` months before `now`; answers how many. */
export async function deleteExpiredContactMessages(now: Date, months: number): Promise<number> {
  const cutoff = monthsBefore(now, months);
  const result = await ContactSubmissionModel.deleteMany({ createdAt: mongoose.trusted({ $lt: cutoff }) });
  return result.deletedCount;
}

/** The hourly pass the service runs (and once at start-up, so a long stop leaves nothing behind). */
export const contactRetentionJob = (months: number, now: () => Date = () => new Date()): BackgroundJob => ({
  name: 'contact message retention',
  everyMs: CONTACT_RETENTION_PASS_MS,
  run: () => deleteExpiredContactMessages(now(), months),
  atStart: true,
});
