import useSWR from 'swr';
import { apiGet } from '@ministry/platform/api';

/** The services that send e-mail, each from its own outbox. */
export const MAIL_SERVICES = ['identity', 'content', 'events', 'shop', 'billing'] as const;
export type MailService = (typeof MAIL_SERVICES)[number];

/** `GET /api/admin/outbox/<service>`: messages still to send, and those that gave up after every attempt. */
export interface OutboxStatus {
  pending: number;
  failed: number;
}

/** One service's answer, or null when it could not be asked (down, or an unexpected answer). */
export type OutboxReport = { service: MailService; status: OutboxStatus | null }[];

export const outboxStatusUrl = (service: MailService) => `/api/admin/outbox/${service}`;

const isStatus = (value: unknown): value is OutboxStatus =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as OutboxStatus).pending) &&
  Number.isInteger((value as OutboxStatus).failed);

/** Asks every service at once; one that does not answer is reported as unknown, never fails the others. */
export async function fetchOutboxReport(): Promise<OutboxReport> {
  const answers = await Promise.allSettled(
    MAIL_SERVICES.map((service) => apiGet<unknown>(outboxStatusUrl(service))),
  );
  return MAIL_SERVICES.map((service, index) => {
    const answer = answers[index];
    return {
      service,
      status: answer?.status === 'fulfilled' && isStatus(answer.value) ? answer.value : null,
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

export const OUTBOX_KEY = 'admin/outbox-status';

/** Staff e-mail that never arrived, per service. Fetched again each time the dashboard shows it. */
export function useOutboxReport() {
  return useSWR<OutboxReport>(OUTBOX_KEY, fetchOutboxReport, { revalidateOnMount: true });
}
