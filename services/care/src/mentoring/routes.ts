import Router from '@koa/router';
import { Types } from 'mongoose';
import { confidentialTextSchema } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { requireUser } from '@ministry/kit/guards';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { validate, validated } from '@ministry/kit/validate';
import { readConfidential } from '../confidential/access';
import type { CareContext } from '../context';
import { idParams, signedInUser, type IdParams } from '../http';
import { sealText, textLabel } from '../text-crypto';
import { MentoringModel, type MentoringDocument } from './model';
import { findMentoring, mentoringView } from './service';

/** Members ask for a mentor (sealed text); she and her matched mentor read it. */
export function mentoringRouter(context: CareContext): Router {
  const router = new Router({ prefix: '/api/care/mentoring' });

  router.post('/', requireUser, validate('body', confidentialTextSchema), async (ctx) => {
    const user = signedInUser(ctx);
    const id = new Types.ObjectId();
    const { text } = validated<{ text: string }>(ctx.state, 'body');
    try {
      const created = await MentoringModel.create({
        _id: id,
        userId: user.id,
        openKey: user.id,
        text: sealText(context.keyring, text, textLabel('mentoring', String(id), 'text')),
      });
      ctx.status = 201;
      ctx.body = mentoringView(created.toObject() as MentoringDocument);
    } catch (error) {
      if (isDuplicateKey(error)) throw new AppError(409, 'care.requestPending');
      throw error;
    }
  });

  router.get('/mine', requireUser, async (ctx) => {
    const mine = await MentoringModel.find({ userId: signedInUser(ctx).id })
      .sort({ createdAt: -1 })
      .lean<MentoringDocument[]>();
    ctx.body = { requests: mine.map(mentoringView) };
  });

  router.get('/:id/text', requireUser, validate('params', idParams), async (ctx) => {
    const request = await findMentoring(validated<IdParams>(ctx.state, 'params').id);
    ctx.body = await readConfidential(context, signedInUser(ctx), {
      record: 'mentoring',
      recordId: String(request._id),
      field: 'text',
      sealed: request.text,
      ownerUserId: request.userId,
      counselorId: request.counselorId ?? null,
      deletedAt: request.textsDeletedAt,
    });
  });

  return router;
}
