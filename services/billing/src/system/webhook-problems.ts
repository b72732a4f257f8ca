import type { Connection } from 'mongoose';
import type { Logger } from '@ministry/kit/logger';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';

/**
 * Webhook deliveries that went wrong, kept so staff can see them (the admin dashboard's system card):
 * `refused` (the signature did not check out: not from Stripe, or a wrong STRIPE_WEBHOOK_SECRET) and
 * `failed` (a signed event whose handling threw; Stripe delivers it again). Anyone can send a refused
 * request, so they are recorded at most once a minute (`refused:<minute>`), and a failed event at
 * most once a minute per event (`failed:<event id>:<minute>`): unique inserts, so the collection
 * stays small however many arrive. Records older than `KEEP_DAYS` are removed when one is added.
 */
export const WEBHOOK_PROBLEMS = 'webhook_problems';
export const KEEP_DAYS = 30;
export const WINDOW_HOURS = 24;
const REASON_LENGTH = 200;

export type WebhookProblemKind = 'refused' | 'failed';

interface WebhookProblem {
  _id: string;
  kind: WebhookProblemKind;
  at: Date;
  eventId?: string;
  type?: string;
  reason: string;
}

/** `GET /api/admin/system/webhooks`. */
export interface WebhookProblemsAnswer {
  windowHours: number;
  /** Distinct events whose handling failed in the window. */
  failedEvents: number;
  /** Minutes in the window with at least one refused delivery. */
  refusedMinutes: number;
  /** The newest problem of either kind (ISO), or null. */
  lastAt: string | null;
  /** The newest failed events, one line each. */
  recentFailures: { eventId: string; type: string; at: string; reason: string }[];
}

const problems = (connection: Connection) => connection.collection<WebhookProblem>(WEBHOOK_PROBLEMS);

/**
 * Records one problem; answers false when this minute already has it. The caller logs a failure to
 * write and goes on: a record must never change the webhook's answer to Stripe.
 */
export async function recordWebhookProblem(
  connection: Connection,
  problem: { kind: WebhookProblemKind; eventId?: string; type?: string; reason: string },
  now: Date = new Date(),
): Promise<boolean> {
  const minute = now.toISOString().slice(0, 16);
  const _id = problem.kind === 'refused' ? `refused:${minute}` : `failed:${problem.eventId ?? '?'}:${minute}`;
  try {
    await problems(connection).insertOne({
      ...problem,
      _id,
      at: now,
      reason: problem.reason.slice(0, REASON_LENGTH),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  try {
    await problems(connection).createIndex({ at: -1 });
    await problems(connection).deleteMany({ at: { $lt: new Date(now.getTime() - KEEP_DAYS * 86_400_000) } });
  } catch {
    // Pruning waits for the next record.
  }
  return true;
}

/** The problems of the last `WINDOW_HOURS`. */
export async function webhookProblems(
  connection: Connection,
  now: Date = new Date(),
): Promise<WebhookProblemsAnswer> {
  const since = new Date(now.getTime() - WINDOW_HOURS * 3_600_000);
  const recent = await problems(connection)
    .find({ at: { $gte: since } })
    .sort({ at: -1 })
    .toArray();
  const failures = new Map<string, WebhookProblem>();
  for (const problem of recent) {
    if (problem.kind === 'failed' && problem.eventId && !failures.has(problem.eventId))
      failures.set(problem.eventId, problem);
  }
  return {
    windowHours: WINDOW_HOURS,
    failedEvents: failures.size,
    refusedMinutes: recent.filter((problem) => problem.kind === 'refused').length,
    lastAt: recent[0]?.at.toISOString() ?? null,
    recentFailures: [...failures.values()].slice(0, 5).map((problem) => ({
      eventId: problem.eventId ?? '',
      type: problem.type ?? '',
      at: problem.at.toISOString(),
      reason: problem.reason,
    })),
  };
}

/** What the webhook route calls on a refusal or a failure: records it, logging (never throwing) when it cannot. */
export function webhookProblemRecorder(connection: Connection, logger: Pick<Logger, 'warn'>) {
  return async (problem: { kind: WebhookProblemKind; eventId?: string; type?: string; reason: string }) => {
    try {
      await recordWebhookProblem(connection, problem);
    } catch (error) {
      logger.warn('webhook: problem not recorded', { error: (error as Error).message });
    }
  };
}
