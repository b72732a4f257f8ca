import type { LanguagePreferenceInput, PasswordChangeInput, ProfileInput } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';
import { saveLanguagePreference } from '@ministry/platform/language-preference';

export function saveProfile(input: ProfileInput): Promise<User> {
  return apiSend<User>('PATCH', '/api/account/profile', input);
}

/** The confirmation field is the form's business and is never sent. */
export function changePassword({ currentPassword, newPassword }: PasswordChangeInput): Promise<void> {
  return apiSend<void>('POST', '/api/account/password', { currentPassword, newPassword });
}

/** The language her e-mails are written in (the header's switch saves it too). */
export function saveLanguage({ language }: LanguagePreferenceInput): Promise<User> {
  return saveLanguagePreference(language);
}
