import type { Connection } from 'mongoose';
import { lastBackupSuccessSeconds, readBackupStatus } from './backup-status';
import type { ServiceConfig } from './config';
import { databaseIsUp } from './database';
import { gaugeWhenScraped, metrics, whenScraped } from './metrics';
import { outboxHealth } from './outbox-queue';

/**
 * The gauges every service reports, read when Prometheus scrapes (nothing runs between scrapes):
 * whether its databases answer, its outbox's health (pending, failed, oldest pending age), and, where BACKUP_DIR is
 * set, the last successful backup (0 when none ever succeeded, so the alert fires).
 */
export function serviceMetrics(
  connections: { data: Connection; sessions: Connection },
  config: Pick<ServiceConfig, 'backupDir'>,
): void {
  whenScraped(async () => {
    const [data, sessions] = await Promise.all([
      databaseIsUp(connections.data),
      databaseIsUp(connections.sessions),
    ]);
    metrics.databaseUp.set(data && sessions ? 1 : 0);
  });
  whenScraped(async () => {
    const health = await outboxHealth(connections.data);
    metrics.outboxPending.set(health.pending);
    metrics.outboxFailed.set(health.failed);
    metrics.outboxOldestAgeSeconds.set(health.oldestPendingSeconds);
  });
  const { backupDir } = config;
  if (backupDir) {
    gaugeWhenScraped(
      metrics.backupLastSuccess,
      async () => lastBackupSuccessSeconds(await readBackupStatus(backupDir)) ?? 0,
    );
  }
}
