import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  assignCounselorSchema,
  careContactRequestSchema,
  type CareContactRequestInput,
} from '@ministry/contracts/care-schemas';
import type { ServiceConfig } from '@ministry/kit/config';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin, requireInternalCaller } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import { object, string } from 'yup';
import { findCounselor } from '../appointments/service';
import { readConfidential } from '../confidential/access';
import type { CareContext } from '../context';
import { counselorIn, requireCounselor, signedInUser } from '../http';
import { openText, sealText, textLabel } from '../text-crypto';
import { CareRequestModel, type CareRequestDocument } from './model';

const requestParams = object({
  id: string()
    .required('care.idInvalid')
    .matches(/^(contact:[\w.-]{1,100}|[a-f0-9-]{36})$/, 'care.idInvalid'),
});

/** What staff see of a contact request: that it exists, when, its language and who has it. */
function staffView(doc: CareRequestDocument) {
  return {
    id: doc._id,
    language: doc.language,
    counselorId: doc.counselorId ?? null,
    receivedAt: doc.createdAt.toISOString(),
    textDeleted: !doc.sealed,
  };
}

async function findRequest(id: string): Promise<CareRequestDocument> {
  const found = await CareRequestModel.findById(id).lean<CareRequestDocument>();
  if (!found) throw new AppError(404, 'care.requestNotFound');
  return found;
}

/**
 * `POST /internal/care/requests`: the content service hands over a contact message sent for
 * "Counseling Services". Who wrote and what are sealed together; a repeated call for the same
 * message (`sourceId`) stores nothing more.
 */
export function careRequestInternalRouter(
  context: CareContext,
  config: Pick<ServiceConfig, 'nodeEnv' | 'internalApiKey' | 'internalCallerKeys'>,
): Router {
  const router = new Router({ prefix: '/internal/care/requests' });
  router.post(
    '/',
    requireInternalCaller(config, ['content']),
    validate('body', careContactRequestSchema),
    async (ctx) => {
      const input = validated<CareContactRequestInput>(ctx.state, 'body');
      const id = input.sourceId ? `contact:${input.sourceId}` : randomUUID();
      const sealed = sealText(
        context.keyring,
        JSON.stringify({ name: input.name, email: input.email, text: input.text }),
        textLabel('request', id, 'text'),
      );
      try {
        await CareRequestModel.create({ _id: id, language: input.language, sealed });
        ctx.status = 201;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        ctx.status = 200;
      }
      ctx.body = { id };
    },
  );
  return router;
}

/** Staff: the requests (never who wrote or what) and assigning one to a counselor. */
export function careRequestAdminRouter(): Router {
  const router = new Router({ prefix: '/api/admin/care/requests' });
  router.use(requireAdmin);
  router.get('/', async (ctx) => {
    const all = await CareRequestModel.find()
      .sort({ createdAt: -1 })
      .limit(500)
      .lean<CareRequestDocument[]>();
    ctx.body = { requests: all.map(staffView) };
  });
  router.post(
    '/:id/assign',
    validate('params', requestParams),
    validate('body', assignCounselorSchema),
    async (ctx) => {
      const request = await findRequest(validated<{ id: string }>(ctx.state, 'params').id);
      const { counselorId } = validated<{ counselorId: string }>(ctx.state, 'body');
      await findCounselor(counselorId);
      await CareRequestModel.updateOne({ _id: request._id }, { $set: { counselorId } });
      ctx.body = staffView(await findRequest(request._id));
    },
  );
  return router;
}

/** The assigned counselor: her requests, and one request's name, address and text (each read recorded). */
export function careRequestCounselorRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/care/requests' });
  router.get('/', requireCounselor, async (ctx) => {
    const mine = await CareRequestModel.find({ counselorId: String(counselorIn(ctx)._id) })
      .sort({ createdAt: -1 })
      .lean<CareRequestDocument[]>();
    ctx.body = { requests: mine.map(staffView) };
  });
  router.get('/:id', requireCounselor, validate('params', requestParams), async (ctx) => {
    const request = await findRequest(validated<{ id: string }>(ctx.state, 'params').id);
    const read = await readConfidential(context, signedInUser(ctx), {
      record: 'request',
      recordId: request._id,
      field: 'text',
      sealed: null,
      ownerUserId: null,
      counselorId: request.counselorId ?? null,
      deletedAt: request.textsDeletedAt,
    });
    const opened = request.sealed
      ? (JSON.parse(openText(context.keyring, request.sealed, textLabel('request', request._id, 'text'))) as {
          name: string;
          email: string;
          text: string;
        })
      : null;
    ctx.body = {
      ...staffView(request),
      ...(opened ?? { name: null, email: null, text: null }),
      deletedAt: read.deletedAt,
    };
  });
  return router;
}
