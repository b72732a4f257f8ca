import type { Context } from 'koa';
import { model, Schema } from 'mongoose';
import {
  ACCESS_LOG_ACTIONS,
  ACCESS_LOG_PAGE_SIZE,
  type AccessLogAction,
  type AccessLogPage,
} from '@ministry/contracts/access-log';
import { sessionUser } from '@ministry/kit/guards';
import { QUERY_WRITES } from '@ministry/kit/database';

/** Entries are kept this long, then deleted by the retention pass (and nothing else ever deletes one). */
export const ACCESS_LOG_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
export const ACCESS_LOG_RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

const accessLogSchema = new Schema(
  {
    userId: { type: String, required: true },
    userName: { type: String, required: true },
    action: { type: String, enum: ACCESS_LOG_ACTIONS, required: true },
    detail: { type: String, default: '' },
    requestId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
accessLogSchema.index({ at: -1 });

// Append-only: no code path may rewrite or remove an entry through the model. The retention pass
// deletes through the driver, with its own filter on `at`.
const refuse = () => {
  throw new Error('the access log is append-only');
};
for (const operation of QUERY_WRITES) accessLogSchema.pre(operation, refuse);
accessLogSchema.pre('save', function () {
  if (!this.isNew) refuse();
});

export const AccessLogModel = model('AccessLog', accessLogSchema, 'access_log');

/** Records that the signed-in staff member (a finance admin, past the guard) saw donors' data. */
export async function recordAccess(
  ctx: Context,
  action: AccessLogAction,
  detail: string,
  now: () => number = Date.now,
): Promise<void> {
  const user = sessionUser(ctx);
  if (!user) throw new Error('recordAccess needs a signed-in user');
  await AccessLogModel.create({
    userId: user.id,
    userName: user.username,
    action,
    detail: detail.slice(0, 300),
    requestId: String(ctx.state.requestId ?? ''),
    at: new Date(now()),
  });
}

export async function listAccessLog(page: number): Promise<AccessLogPage> {
  const [docs, totalCount] = await Promise.all([
    AccessLogModel.find()
      .sort({ at: -1, _id: -1 })
      .skip((page - 1) * ACCESS_LOG_PAGE_SIZE)
      .limit(ACCESS_LOG_PAGE_SIZE)
      .lean(),
    AccessLogModel.countDocuments(),
  ]);
  return {
    entries: docs.map((doc) => ({
      id: String(doc._id),
      userId: doc.userId,
      userName: doc.userName,
      action: doc.action as AccessLogAction,
      detail: doc.detail ?? '',
      requestId: doc.requestId,
      at: doc.at.toISOString(),
    })),
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
    totalCount,
  };
}

/** The retention pass: deletes every entry older than a year at `now`; how many went. */
export async function pruneAccessLog(now: () => number = Date.now): Promise<number> {
  const cutoff = new Date(now() - ACCESS_LOG_RETENTION_MS);
  const result = await AccessLogModel.collection.deleteMany({ at: { $lt: cutoff } });
  return result.deletedCount;
}
