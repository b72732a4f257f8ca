import Router from '@koa/router';
import { requireEventEditor } from '@ministry/kit/guards';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { calendarFileName } from '../events/ics';
import { occurrenceRegistrations, removeUnconfirmed, setAttendance } from './attendance';
import { registrationsCsv } from './csv';
import { attendanceSchema, manualSignupSchema, type ManualSignupInput } from './schemas';
import type { SignupContext } from './shared';
import { signUp } from './signup';

/**
 * Staff: an occurrence's sign-ups for event editors and admins (401 signed out, 403 otherwise): the
 * list and its CSV, check-in, adding someone by hand, removing the sign-ups still unconfirmed.
 */
export function registrationEditorRouter(signup: SignupContext): Router {
  const router = new Router();
  router.use(requireEventEditor);

  // Check-in: tap a name, marked attended.
  router.patch(
    '/api/events/registrations/:registrationId/attendance',
    validate('body', attendanceSchema),
    async (ctx) => {
      const { attended } = validated<{ attended: boolean }>(ctx.state, 'body');
      ctx.body = await setAttendance(ctx.params.registrationId!, attended);
    },
  );

  router.get('/api/events/:id/occurrences/:date/registrations', async (ctx) => {
    const { occurrence: _occurrence, ...list } = await occurrenceRegistrations(
      ctx.params.id!,
      ctx.params.date!,
    );
    void _occurrence;
    ctx.body = list;
  });

  // Every sign-up of the date still waiting for its e-mail's confirmation, removed at once.
  router.delete('/api/events/:id/occurrences/:date/registrations/unconfirmed', async (ctx) => {
    ctx.body = await removeUnconfirmed(signup, ctx.params.id!, ctx.params.date!);
  });

  router.get('/api/events/:id/occurrences/:date/registrations.csv', async (ctx) => {
    const { occurrence, registrations } = await occurrenceRegistrations(ctx.params.id!, ctx.params.date!);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${calendarFileName(occurrence.event, occurrence.date).replace(/\.ics$/, '.csv')}"`,
    );
    ctx.body = registrationsCsv(registrations, requestLanguage(ctx));
  });

  router.post(
    '/api/events/:id/occurrences/:date/registrations/manual',
    validate('body', manualSignupSchema),
    async (ctx) => {
      const input = validated<ManualSignupInput>(ctx.state, 'body');
      ctx.status = 201;
      ctx.body = await signUp(
        signup,
        ctx.params.id!,
        ctx.params.date!,
        {
          name: input.name,
          email: input.email,
          userId: null,
          // She has no account here: the language the editor gives, else the editor's own.
          language: recipientLanguage({ visitor: input.language ?? requestLanguage(ctx) }),
          // The editor vouches for the person she adds (a phone call, a paper form).
          addressProven: true,
        },
        { source: 'manual' },
      );
    },
  );

  return router;
}
