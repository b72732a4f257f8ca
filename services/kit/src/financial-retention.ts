import { number } from 'yup';
import type { BackgroundJob } from './server';

/**
 * Financial records (billing's gifts, the shop's orders) keep their personal fields this many years by
 * default (FINANCIAL_RECORDS_RETENTION_YEARS, read by both services), then are de-identified: amount,
 * date, fund, receipt or order number and line prices stay for the tax records.
 */
export const DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS = 7;
/** The pass runs daily (and once at start-up, so a long stop leaves nothing behind). */
export const FINANCIAL_RETENTION_EVERY_MS = 24 * 60 * 60_000;
/** Records one step of a pass reads and de-identifies; the pass repeats steps until one finds fewer. */
export const FINANCIAL_RETENTION_BATCH = 200;

/** The FINANCIAL_RECORDS_RETENTION_YEARS setting: a whole number of years, 1–30, default 7. */
export const financialRetentionYearsSetting = () =>
  number()
    .typeError('FINANCIAL_RECORDS_RETENTION_YEARS must be a whole number of years')
    .integer('FINANCIAL_RECORDS_RETENTION_YEARS must be a whole number of years')
    .min(1, 'FINANCIAL_RECORDS_RETENTION_YEARS must be at least 1')
    .max(30, 'FINANCIAL_RECORDS_RETENTION_YEARS must be at most 30')
    .default(DEFAULT_FINANCIAL_RECORDS_RETENTION_YEARS);

/**
 * The same moment `years` calendar years earlier, in UTC; 29 February becomes 28 February in a year
 * without it, so the cutoff never skips forward into March.
 */
export function yearsBefore(now: Date, years: number): Date {
  const shifted = new Date(now.getTime());
  shifted.setUTCDate(1);
  shifted.setUTCFullYear(shifted.getUTCFullYear() - years);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return shifted;
}

/** Steps one pass takes at most (a backlog beyond is the next day's): a pass always ends. */
export const FINANCIAL_RETENTION_MAX_STEPS = 500;

/**
 * Runs `step` (which handles at most `batch` records and answers how many it found and how many it
 * changed) until a step finds fewer than a batch or changes nothing, at most
 * FINANCIAL_RETENTION_MAX_STEPS times; answers the total changed.
 */
export async function inBatches(
  step: (batch: number) => Promise<{ found: number; changed: number }>,
  batch = FINANCIAL_RETENTION_BATCH,
): Promise<number> {
  let total = 0;
  for (let steps = 0; steps < FINANCIAL_RETENTION_MAX_STEPS; steps++) {
    const { found, changed } = await step(batch);
    total += changed;
    if (found < batch || changed === 0) break;
  }
  return total;
}

/** The daily job of a service's financial retention pass. */
export const financialRetentionJob = (name: string, run: () => Promise<unknown>): BackgroundJob => ({
  name,
  everyMs: FINANCIAL_RETENTION_EVERY_MS,
  run,
  atStart: true,
});
