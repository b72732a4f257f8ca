import type Router from '@koa/router';
import { Types } from 'mongoose';
import type { AnyObjectSchema } from 'yup';
import { AppError } from '@ministry/kit/errors';
import { requireUser } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import { readRecordText, type TextRecord } from './confidential/access';
import type { CareContext } from './context';
import { idParams, signedInUser, type IdParams } from './http';
import { sealText, textLabel, type SealedText } from './text-crypto';

/**
 * A member's confidential request (a sliding-scale price, a mentor): `POST /` seals what she wrote
 * (`field`), one waiting at a time (409 while one does); `GET /mine` lists hers, newest first;
 * `GET /:id/<field>` opens the text for whoever may read it (confidential/access.ts).
 */
export function memberRequestRoutes<
  F extends 'reason' | 'text',
  D extends TextRecord & { [K in F]?: SealedText | null },
>(
  router: Router,
  context: CareContext,
  {
    record,
    field,
    schema,
    model,
    view,
    find,
  }: {
    record: 'sliding-scale' | 'mentoring';
    field: F;
    schema: AnyObjectSchema;
    /** The request's mongoose model. */
    model: {
      new (doc: object): { save(): Promise<{ toObject(): object }> };
      find(filter: object): { sort(order: Record<string, 1 | -1>): { lean<T>(): PromiseLike<T> } };
    };
    view: (doc: D) => unknown;
    /** The request by id (404 when there is none). */
    find: (id: string) => Promise<D>;
  },
): void {
  router.post('/', requireUser, validate('body', schema), async (ctx) => {
    const user = signedInUser(ctx);
    const id = new Types.ObjectId();
    const text = validated<Record<string, string>>(ctx.state, 'body')[field] ?? '';
    try {
      const created = await new model({
        _id: id,
        userId: user.id,
        openKey: user.id,
        [field]: sealText(context.keyring, text, textLabel(record, String(id), field)),
      }).save();
      ctx.status = 201;
      ctx.body = view(created.toObject() as D);
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError(409, 'care.requestPending');
      throw error;
    }
  });

  router.get('/mine', requireUser, async (ctx) => {
    const mine = await model
      .find({ userId: signedInUser(ctx).id })
      .sort({ createdAt: -1 })
      .lean<D[]>();
    ctx.body = { requests: mine.map(view) };
  });

  router.get(`/:id/${field}`, requireUser, validate('params', idParams), async (ctx) => {
    const request = await find(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readRecordText(context, signedInUser(ctx), record, field, request);
  });
}
