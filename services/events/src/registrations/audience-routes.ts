import Router from '@koa/router';
import { object, string } from 'yup';
import {
  AUDIENCE_PATHS,
  EVENT_ID_PATTERN,
  type AudienceAnswer,
  type AudiencePerson,
} from '@ministry/contracts/outreach';
import { parseLanguage } from '@ministry/contracts/language';
import type { ServiceConfig } from '@ministry/kit/config';
import { requireInternalCaller } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { RegistrationModel } from './model';

const query = object({
  eventId: string()
    .trim()
    .lowercase()
    .required('outreach.criteriaEventRequired')
    .matches(EVENT_ID_PATTERN, 'outreach.criteriaEventInvalid'),
});

/**
 * `GET /internal/events/audience/registrants?eventId=` (identity's key only): who holds a confirmed
 * sign-up for any date of the event (issue 44's lists by criteria). A member by her id, a visitor by
 * the address and language she signed up with; each once. An unknown event has nobody.
 */
export function audienceRouter(
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router();
  router.get(
    AUDIENCE_PATHS.registrants,
    requireInternalCaller(config, ['identity']),
    validate('query', query),
    async (ctx) => {
      const { eventId } = validated<{ eventId: string }>(ctx.state, 'query');
      const found = await RegistrationModel.find({ eventId, status: 'confirmed' })
        .select({ userId: 1, email: 1, language: 1 })
        .sort({ date: 1, queuedAt: 1 })
        .lean();
      const seen = new Set<string>();
      const people: AudiencePerson[] = [];
      for (const registration of found) {
        const key = registration.userId
          ? `user:${registration.userId}`
          : `email:${registration.email.trim().toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        people.push(
          registration.userId
            ? { userId: registration.userId, email: null, language: null }
            : {
                userId: null,
                email: registration.email,
                language: parseLanguage(registration.language),
              },
        );
      }
      ctx.body = { people } satisfies AudienceAnswer;
    },
  );
  return router;
}
