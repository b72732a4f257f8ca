import type { PasswordChangeInput, ProfileInput } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';

export function saveProfile(input: ProfileInput): Promise<User> {
  return apiSend<User>('PATCH', '/api/account/profile', input);
}

/** The confirmation field is the form's business and is never sent. */
export function changePassword({ currentPassword, newPassword }: PasswordChangeInput): Promise<void> {
  return apiSend<void>('POST', '/api/account/password', { currentPassword, newPassword });
}
