import Router from '@koa/router';
import { peopleForgetPath, type PeopleForgetAnswer } from '@ministry/contracts/account-deletion';
import {
  peopleExportPath,
  peopleExportRequestSchema,
  type ExportingService,
  type PeopleExportAnswer,
  type PeopleExportRequest,
} from '@ministry/contracts/data-export';
import type { ServiceConfig } from './config';
import { requireInternalCaller } from './guards';
import { validate, validated } from './validate';

type CallerConfig = Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>;

/** POST `path` for identity only: the person checked (peopleExportRequestSchema), `answer` answers her. */
function identityOnlyRoute(
  path: string,
  config: CallerConfig,
  answer: (person: PeopleExportRequest) => Promise<unknown>,
): Router {
  const router = new Router();
  router.post(
    path,
    requireInternalCaller(config, ['identity']),
    validate('body', peopleExportRequestSchema),
    async (ctx) => {
      ctx.body = await answer(validated<PeopleExportRequest>(ctx.state, 'body'));
    },
  );
  return router;
}

/**
 * The service's side of identity's `exportFrom` (identity/src/privacy/people-export-client.ts): `POST /internal/<service>/people/export`,
 * identity only, answered with what the service keeps of the person.
 */
export const peopleExportRouter = <S extends ExportingService>(
  service: S,
  config: CallerConfig,
  answer: (person: PeopleExportRequest) => Promise<PeopleExportAnswer<S>>,
): Router => identityOnlyRoute(peopleExportPath(service), config, answer);

/**
 * The service's side of identity's `forgetAt` (her account deletion):
 * `POST /internal/<service>/people/forget`, identity only, answered with what the service did.
 */
export const peopleForgetRouter = <S extends ExportingService>(
  service: S,
  config: CallerConfig,
  answer: (person: PeopleExportRequest) => Promise<PeopleForgetAnswer<S>>,
): Router => identityOnlyRoute(peopleForgetPath(service), config, answer);
