import Router from '@koa/router';
import {
  emailVerificationSchema,
  type EmailVerificationInput,
  type EmailVerificationResult,
} from '@ministry/contracts/auth';
import { sessionUser } from '@ministry/kit/guards';
import type { MongoSessionStore } from '@ministry/kit/session';
import { validate, validated } from '@ministry/kit/validate';
import { toSessionUser } from '../users/service';
import type { IdentityContext } from '../context';
import { confirmEmail } from './service';

/** The one endpoint of every link that proves an address (`/verify-email#token=…`), signed in or not. */
export function emailVerificationRouter(context: IdentityContext, sessionStore: MongoSessionStore): Router {
  const router = new Router();

  router.post('/api/auth/verify-email', validate('body', emailVerificationSchema), async (ctx) => {
    const { token } = validated<EmailVerificationInput>(ctx.state, 'body');
    const { user, purpose } = await confirmEmail(context, token);
    // Every open session of hers learns it at once (other services read emailVerified there).
    const fresh = toSessionUser(user);
    await sessionStore.updateUserSessions(fresh);
    if (sessionUser(ctx)?.id === fresh.id) ctx.session!.user = fresh;
    const answer: EmailVerificationResult = { purpose };
    ctx.body = answer;
  });

  return router;
}
