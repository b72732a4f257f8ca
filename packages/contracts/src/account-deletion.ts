import { object, type InferType } from 'yup';
import { currentPassword, linkToken } from './auth';
import type { ExportingService } from './data-export';

/**
 * "Delete my account" (issue 44): identity orchestrates, each service forgets her at
 * `peopleForgetPath` (internal, identity only) with the same body as the export
 * (`peopleExportRequestSchema`: her account or null, and her address). Forgetting is idempotent.
 */
/** Each service's own path (`/internal/shop/people/forget`). */
export const peopleForgetPath = (service: ExportingService) => `/internal/${service}/people/forget`;

/** Days between her confirmation and the erasure; signing in during them cancels it. */
export const ACCOUNT_DELETION_COOLING_OFF_DAYS = 14;

/** How long the e-mailed confirmation link works. */
export const ACCOUNT_DELETION_LINK_TTL_HOURS = 24;

/** What one service did (counts only: the staff notice names no one's records). */
export interface PeopleForgetAnswer<S extends ExportingService = ExportingService> {
  service: S;
  /** e.g. { cartsDeleted: 1, ordersDeidentified: 2 } */
  done: Record<string, number>;
}

/** POST /api/account/deletion: her current password, asked again. */
export const accountDeletionRequestSchema = object({
  password: currentPassword,
});
export type AccountDeletionRequestInput = InferType<typeof accountDeletionRequestSchema>;

/** POST /api/account/deletion/confirm: the link's token (from /account-deletion#token=…). */
export const accountDeletionConfirmSchema = object({
  token: linkToken('privacy.deletionLinkInvalid'),
});
export type AccountDeletionConfirmInput = InferType<typeof accountDeletionConfirmSchema>;

/** The answer of confirm (and of an admin's start): when she will be erased. */
export interface AccountDeletionScheduled {
  deletionDueAt: string;
}
