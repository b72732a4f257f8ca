import Router from '@koa/router';
import { object, string } from 'yup';
import { updateSessionTypeSchema, type UpdateSessionTypeInput } from '@ministry/contracts/care-schemas';
import { AppError } from '@ministry/kit/errors';
import { requireAdmin } from '@ministry/kit/guards';
import { validate, validated } from '@ministry/kit/validate';
import { SessionTypeModel, type SessionTypeDocument } from './model';
import { sessionTypeView } from './seed';

const typeParams = object({
  id: string()
    .required('care.sessionTypeRequired')
    .matches(/^[a-z0-9-]{1,60}$/, 'care.sessionTypeRequired'),
});

/** Staff: the session types as data (names, length, price, allowance, on or off). */
export function sessionTypeAdminRouter(): Router {
  const router = new Router({ prefix: '/api/admin/care/session-types' });
  router.use(requireAdmin);

  router.get('/', async (ctx) => {
    const types = await SessionTypeModel.find().sort({ _id: 1 }).lean<SessionTypeDocument[]>();
    ctx.body = { sessionTypes: types.map(sessionTypeView) };
  });

  router.patch(
    '/:id',
    validate('params', typeParams),
    validate('body', updateSessionTypeSchema),
    async (ctx) => {
      const { id } = validated<{ id: string }>(ctx.state, 'params');
      const input = validated<UpdateSessionTypeInput>(ctx.state, 'body');
      const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const updated = await SessionTypeModel.findByIdAndUpdate(
        id,
        { $set: fields },
        { returnDocument: 'after' },
      ).lean<SessionTypeDocument>();
      if (!updated) throw new AppError(404, 'care.sessionTypeNotFound');
      ctx.body = sessionTypeView(updated);
    },
  );

  return router;
}
