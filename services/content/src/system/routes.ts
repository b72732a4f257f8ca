import Router from '@koa/router';
import {
  BACKUP_MAX_AGE_HOURS,
  backupHealth,
  readBackupStatus,
  type BackupHealth,
  type BackupStatus,
} from '@ministry/kit/backup-status';
import { resolve } from 'node:path';
import { requireAdmin } from '@ministry/kit/guards';
import { DEFAULT_BACKUP_DIR } from '../config';

/** `GET /api/admin/system/backup`: the backup script's last run as status.json records it, judged. */
export interface SystemBackupAnswer extends BackupStatus {
  /** `failing`: the last run failed or the last success is older than `maxAgeHours`; `missing`: none ever. */
  health: BackupHealth;
  maxAgeHours: number;
}

/**
 * Staff (admins only): the state of the backups, read from the folder the compose `backup` service
 * (or `npm run backup`) writes to, mounted read-only here as BACKUP_DIR. The content service answers
 * it because it is the site's own pages' service; it reads no archive, only status.json.
 */
export function adminSystemRouter(backupDir: string = resolve(DEFAULT_BACKUP_DIR)): Router {
  const router = new Router();
  router.use(requireAdmin);

  router.get('/api/admin/system/backup', async (ctx) => {
    const status = await readBackupStatus(backupDir);
    const answer: SystemBackupAnswer = {
      ...status,
      health: backupHealth(status),
      maxAgeHours: BACKUP_MAX_AGE_HOURS,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
  });

  return router;
}
