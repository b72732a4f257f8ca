import { object, type InferType } from 'yup';
import { givingPageSchema } from './giving-input';

/** What a finance admin looked at: the donors' CSV, or the gift list filtered to one donor. */
export const ACCESS_LOG_ACTIONS = ['donors-csv', 'donor-gifts'] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

/** One line of billing's append-only access log, as GET /api/admin/access-log returns it. */
export interface AccessLogEntry {
  id: string;
  userId: string;
  userName: string;
  action: AccessLogAction;
  /** The filter she used: the donor searched for, the period exported. */
  detail: string;
  requestId: string;
  at: string;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  page: number;
  pageSize: number;
  totalCount: number;
}

export const ACCESS_LOG_PAGE_SIZE = 50;

/** GET /api/admin/access-log?page= (newest first). */
export const accessLogQuerySchema = object({
  page: givingPageSchema,
});
export type AccessLogQuery = InferType<typeof accessLogQuerySchema>;
