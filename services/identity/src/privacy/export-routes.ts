import { createHash } from 'node:crypto';
import Router from '@koa/router';
import {
  dataExportDownloadSchema,
  dataExportRequestSchema,
  visitorDataExportSchema,
  type DataExportDownloadInput,
  type DataExportRequestInput,
  type VisitorDataExportInput,
} from '@ministry/contracts/data-export';
import { translateMessage } from '@ministry/contracts/messages';
import { AppError } from '@ministry/kit/errors';
import { requireUser } from '@ministry/kit/guards';
import { createRateLimiter, rateLimit } from '@ministry/kit/rate-limit';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { checkCurrentPassword } from '../account/password-check';
import { currentUser } from '../auth/routes';
import type { IdentityContext } from '../context';
import { key } from '../users/service';
import { downloadExport, requestMemberExport, requestVisitorExport } from './export-service';

/** Links asked for per account or per address and window: a mailbox is not flooded. */
export const DATA_EXPORT_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };
const addressDigest = (email: string) => createHash('sha256').update(key(email)).digest('base64url');

export function dataExportRouter(context: IdentityContext): Router {
  const { data, now } = context;
  const router = new Router();
  const perAccount = createRateLimiter({
    name: 'data-export-user',
    ...DATA_EXPORT_LIMIT,
    connection: data,
    now,
  });
  // Per address asked for, never per client address: a visitor on a shared network is not refused.
  const perAddress = rateLimit({
    name: 'data-export-address',
    key: (ctx) => addressDigest(validated<VisitorDataExportInput>(ctx.state, 'body').email),
    ...DATA_EXPORT_LIMIT,
    connection: data,
    message: 'privacy.exportTooMany',
    now,
  });

  // Signed in: her password again (the account's throttled check), then the link to her address.
  router.post(
    '/api/account/data-export',
    requireUser,
    validate('body', dataExportRequestSchema),
    async (ctx) => {
      const user = await currentUser(ctx);
      // Her file goes to whoever reads the address: only to one she proved.
      if (!user.emailVerified) throw new AppError(403, 'privacy.exportVerifyFirst');
      await checkCurrentPassword(
        context,
        ctx,
        user,
        validated<DataExportRequestInput>(ctx.state, 'body').password,
      );
      const counted = await perAccount.hit(String(user._id));
      if (!counted.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil((counted.resetAt - now()) / 1000))));
        throw new AppError(429, 'privacy.exportTooMany');
      }
      await requestMemberExport(context, user);
      ctx.status = 202;
      ctx.body = { message: translateMessage('privacy.exportRequested', requestLanguage(ctx)) };
    },
  );

  // A visitor: always 202 with the same words (whether anything is kept under the address is never told).
  router.post(
    '/api/privacy/data-export',
    validate('body', visitorDataExportSchema),
    perAddress,
    async (ctx) => {
      const { email, language } = validated<VisitorDataExportInput>(ctx.state, 'body');
      await requestVisitorExport(context, email, language);
      ctx.status = 202;
      ctx.body = { message: translateMessage('privacy.exportVisitorRequested', language) };
    },
  );

  // The link's page POSTs its token (a GET never downloads: mail scanners open links).
  router.post(
    '/api/privacy/data-export/download',
    validate('body', dataExportDownloadSchema),
    async (ctx) => {
      const file = await downloadExport(context, validated<DataExportDownloadInput>(ctx.state, 'body').token);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="my-data-${file.generatedAt.slice(0, 10)}.json"`);
      ctx.body = file;
    },
  );
  return router;
}
