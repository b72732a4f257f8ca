import useSWR from 'swr';
import { apiGet } from '@ministry/platform/api';

/**
 * `GET /api/admin/system/backup` (the content service reads the backup folder's status.json, written
 * by `npm run backup` or the compose `backup` service; services/kit/src/backup-status.ts).
 */
export interface BackupReport {
  /** `failing`: the last run failed, or the last success is older than `maxAgeHours`; `missing`: none yet. */
  health: 'ok' | 'failing' | 'missing';
  maxAgeHours: number;
  lastAttempt: { startedAt: string; finishedAt: string; ok: boolean; error?: string } | null;
  lastSuccess: { finishedAt: string; archive: string; documents: number } | null;
}

/** `GET /api/admin/system/webhooks` (billing): Stripe deliveries refused or failed in the last day. */
export interface WebhookReport {
  windowHours: number;
  failedEvents: number;
  refusedMinutes: number;
  lastAt: string | null;
}

export const BACKUP_STATUS_URL = '/api/admin/system/backup';
export const WEBHOOK_STATUS_URL = '/api/admin/system/webhooks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Only the fields the card shows, each checked (an unexpected answer is shown as not available). */
export function backupReportOf(value: unknown): BackupReport | null {
  if (!isRecord(value) || !['ok', 'failing', 'missing'].includes(String(value.health))) return null;
  const attempt = value.lastAttempt;
  const success = value.lastSuccess;
  return {
    health: value.health as BackupReport['health'],
    maxAgeHours: typeof value.maxAgeHours === 'number' ? value.maxAgeHours : 26,
    lastAttempt:
      isRecord(attempt) &&
      isTime(attempt.startedAt) &&
      isTime(attempt.finishedAt) &&
      typeof attempt.ok === 'boolean'
        ? {
            startedAt: attempt.startedAt,
            finishedAt: attempt.finishedAt,
            ok: attempt.ok,
            ...(typeof attempt.error === 'string' ? { error: attempt.error } : {}),
          }
        : null,
    lastSuccess:
      isRecord(success) && isTime(success.finishedAt) && typeof success.archive === 'string'
        ? {
            finishedAt: success.finishedAt,
            archive: success.archive,
            documents: typeof success.documents === 'number' ? success.documents : 0,
          }
        : null,
  };
}

export function webhookReportOf(value: unknown): WebhookReport | null {
  if (!isRecord(value)) return null;
  const { windowHours, failedEvents, refusedMinutes, lastAt } = value;
  if (![windowHours, failedEvents, refusedMinutes].every((n) => Number.isInteger(n))) return null;
  return {
    windowHours: windowHours as number,
    failedEvents: failedEvents as number,
    refusedMinutes: refusedMinutes as number,
    lastAt: isTime(lastAt) ? lastAt : null,
  };
}

const fetchBackup = async (url: string) => backupReportOf(await apiGet<unknown>(url));
const fetchWebhooks = async (url: string) => webhookReportOf(await apiGet<unknown>(url));

/** The backups' state, asked again each time the dashboard shows it. */
export function useBackupReport() {
  return useSWR<BackupReport | null>(BACKUP_STATUS_URL, fetchBackup, { revalidateOnMount: true });
}

export function useWebhookReport() {
  return useSWR<WebhookReport | null>(WEBHOOK_STATUS_URL, fetchWebhooks, { revalidateOnMount: true });
}
