import type {
  EmailChangeInput,
  LanguagePreferenceInput,
  PasswordChangeInput,
  ProfileFormInput,
} from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';
import { saveLanguagePreference } from '@ministry/platform/language-preference';

/** Her names (the e-mail changes with `changeEmail`). */
export function saveProfile({ firstName, lastName }: ProfileFormInput): Promise<User> {
  return apiSend<User>('PATCH', '/api/account/profile', { firstName, lastName });
}

/** Asks for a new address: it stays pending until the link sent to it is followed. */
export function changeEmail({ email, currentPassword }: EmailChangeInput): Promise<User> {
  return apiSend<User>('POST', '/api/account/email', { email, currentPassword });
}

/** Sends a new link to verify her current address. */
export function sendVerificationEmail(): Promise<User> {
  return apiSend<User>('POST', '/api/account/email-verification');
}

/** The confirmation field is the form's business and is never sent. */
export function changePassword({ currentPassword, newPassword }: PasswordChangeInput): Promise<void> {
  return apiSend<void>('POST', '/api/account/password', { currentPassword, newPassword });
}

/** The language her e-mails are written in (the header's switch saves it too). */
export function saveLanguage({ language }: LanguagePreferenceInput): Promise<User> {
  return saveLanguagePreference(language);
}
