import type { Language } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';

export const LANGUAGE_PREFERENCE_URL = '/api/account/language';

/** PUT /api/account/language: the language a member's e-mails are written in. Answers the user. */
export function saveLanguagePreference(language: Language): Promise<User> {
  return apiSend<User>('PUT', LANGUAGE_PREFERENCE_URL, { language });
}
