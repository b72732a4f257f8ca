import useSWR from 'swr';
import { apiGet } from '@ministry/platform/api';

/** The services that send e-mail, each from its own outbox. */
export const MAIL_SERVICES = ['identity', 'content', 'events', 'shop', 'billing'] as const;
export type MailService = (typeof MAIL_SERVICES)[number];

/** The global hourly e-mail budget (MAIL_HOURLY_BUDGET), the same in every service's answer. */
export interface MailBudgetState {
  perHour: number;
  /** This hour's budget is used up: messages wait in the outboxes. */
  reached: boolean;
  /** When the next hour, with a fresh budget, begins (ISO). */
  resumesAt: string;
  /** Ordinary mail used its share (perHour − priorityReserve): only security mail goes out. */
  ordinaryReached?: boolean;
  priorityReserve?: number;
}

/** Where a service's waiting mail comes from (the kit's `outboxWaiting`). */
export interface OutboxWaiting {
  /** Messages still to send by kind (`password-changed`), most first. */
  byKind: { kind: string; pending: number }[];
  /** Addresses (a digest, never the address) whose hourly cap holds messages back, most first. */
  byRecipient: { recipient: string; kinds: string[]; held: number }[];
}

/**
 * `GET /api/admin/outbox/<service>`: messages still to send, those that gave up after every attempt,
 * and the hourly budget (absent from a service that does not report it yet).
 */
export interface OutboxStatus {
  pending: number;
  failed: number;
  budget?: MailBudgetState;
  waiting?: OutboxWaiting;
}

/** One service's answer, or null when it could not be asked (down, or an unexpected answer). */
export type OutboxReport = { service: MailService; status: OutboxStatus | null }[];

export const outboxStatusUrl = (service: MailService) => `/api/admin/outbox/${service}`;

const isStatus = (value: unknown): value is OutboxStatus =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as OutboxStatus).pending) &&
  Number.isInteger((value as OutboxStatus).failed);

const isBudget = (value: unknown): value is MailBudgetState =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as MailBudgetState).perHour) &&
  typeof (value as MailBudgetState).reached === 'boolean' &&
  !Number.isNaN(Date.parse(String((value as MailBudgetState).resumesAt)));

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 80;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The waiting mail's sources, only the well-formed entries kept. */
const waitingOf = (value: unknown): OutboxWaiting | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { byKind, byRecipient } = value as Record<string, unknown>;
  if (!Array.isArray(byKind) || !Array.isArray(byRecipient)) return null;
  return {
    byKind: byKind.flatMap((entry: Record<string, unknown>) =>
      isText(entry?.kind) && isCount(entry?.pending) ? [{ kind: entry.kind, pending: entry.pending }] : [],
    ),
    byRecipient: byRecipient.flatMap((entry: Record<string, unknown>) =>
      isText(entry?.recipient) &&
      isCount(entry?.held) &&
      Array.isArray(entry?.kinds) &&
      entry.kinds.every(isText)
        ? [{ recipient: entry.recipient, kinds: entry.kinds as string[], held: entry.held }]
        : [],
    ),
  };
};

/** Only the fields the dashboard shows, each checked. */
const statusOf = (value: unknown): OutboxStatus | null => {
  if (!isStatus(value)) return null;
  const { pending, failed, budget } = value;
  const waiting = waitingOf((value as { waiting?: unknown }).waiting);
  return {
    pending,
    failed,
    ...(isBudget(budget) ? { budget } : {}),
    ...(waiting ? { waiting } : {}),
  };
};

/** Asks every service at once; one that does not answer is reported as unknown, never fails the others. */
export async function fetchOutboxReport(): Promise<OutboxReport> {
  const answers = await Promise.allSettled(
    MAIL_SERVICES.map((service) => apiGet<unknown>(outboxStatusUrl(service))),
  );
  return MAIL_SERVICES.map((service, index) => {
    const answer = answers[index];
    return {
      service,
      status: answer?.status === 'fulfilled' ? statusOf(answer.value) : null,
    };
  });
}

/** The totals over the services that answered (null when none did). */
export function outboxTotals(report: OutboxReport): OutboxStatus | null {
  const known = report.flatMap(({ status }) => (status ? [status] : []));
  if (!known.length) return null;
  return {
    pending: known.reduce((sum, status) => sum + status.pending, 0),
    failed: known.reduce((sum, status) => sum + status.failed, 0),
  };
}

/**
 * The hourly budget when a service says it is used up (they share one, so the first that says so),
 * else null: what the dashboard's alert shows.
 */
export function reachedBudget(report: OutboxReport): MailBudgetState | null {
  return report.find(({ status }) => status?.budget?.reached)?.status?.budget ?? null;
}

/**
 * The hourly budget when ordinary mail used its share while security mail still goes out (they share
 * one budget, so the first service that says so), else null.
 */
export function ordinaryShareReached(report: OutboxReport): MailBudgetState | null {
  return (
    report.find(({ status }) => status?.budget?.ordinaryReached === true && !status.budget.reached)?.status
      ?.budget ?? null
  );
}

/** What waits, by service, where it comes from: kinds most waiting, and addresses held by their cap. */
export function heldSources(report: OutboxReport) {
  return report.flatMap(({ service, status }) =>
    status?.waiting && status.pending > 0 ? [{ service, waiting: status.waiting }] : [],
  );
}

export const OUTBOX_KEY = 'admin/outbox-status';

/** Staff e-mail that never arrived, per service. Fetched again each time the dashboard shows it. */
export function useOutboxReport() {
  return useSWR<OutboxReport>(OUTBOX_KEY, fetchOutboxReport, { revalidateOnMount: true });
}
