import type {
  AccountDeletionRequestInput,
  AccountDeletionScheduled,
} from '@ministry/contracts/account-deletion';
import { apiSend } from '@ministry/platform/api';

/** Her password again: a confirmation link is e-mailed to her. */
export function requestAccountDeletion({ password }: AccountDeletionRequestInput): Promise<unknown> {
  return apiSend('POST', '/api/account/deletion', { password });
}

/** The link's page, when she presses its button: her account is deleted in 14 days. */
export function confirmAccountDeletion(token: string): Promise<AccountDeletionScheduled> {
  return apiSend<AccountDeletionScheduled>('POST', '/api/account/deletion/confirm', { token });
}
