import Router from '@koa/router';
import { number, object, string } from 'yup';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { TextReadModel } from './model';

const readsQuery = object({
  recordId: string().trim().max(100, 'care.idInvalid'),
  limit: number()
    .typeError('care.numberInvalid')
    .integer('care.numberInvalid')
    .min(1, 'care.numberInvalid')
    .max(500, 'care.numberInvalid'),
});

/** Staff: the record of every read of a confidential text (who, when, which), newest first. */
export function textReadsAdminRouter(): Router {
  const router = new Router({ prefix: '/api/admin/care/text-reads' });
  router.use(requireAdmin);
  router.get('/', validate('query', readsQuery), async (ctx) => {
    const { recordId, limit } = validated<{ recordId?: string; limit?: number }>(ctx.state, 'query');
    const reads = await TextReadModel.find(recordId ? { recordId } : {})
      .sort({ at: -1 })
      .limit(limit ?? 100)
      .lean();
    ctx.body = {
      reads: reads.map((read) => ({
        readerId: read.readerId,
        readerRole: read.readerRole,
        record: read.record,
        recordId: read.recordId,
        field: read.field,
        subjectUserId: read.subjectUserId ?? null,
        at: read.at.toISOString(),
      })),
    };
  });
  return router;
}
