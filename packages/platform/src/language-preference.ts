import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Language } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { apiSend } from '@ministry/platform/api';
import { setLanguage } from '@ministry/platform/i18n';
import { CURRENT_USER_KEY, useSession } from '@ministry/platform/session';

export const LANGUAGE_PREFERENCE_URL = '/api/account/language';

/** PUT /api/account/language: the language a member's e-mails are written in. Answers the user. */
export function saveLanguagePreference(language: Language): Promise<User> {
  return apiSend<User>('PUT', LANGUAGE_PREFERENCE_URL, { language });
}

/**
 * What a language switch does: the site changes language at once (and remembers it in this browser);
 * for a signed-in member whose saved preference differs, the choice is also saved on her account, so
 * her e-mails follow it. Quietly: a failed save shows nothing, the switch itself has worked.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!user || user.preferredLanguage === language) return;
      try {
        await saveLanguagePreference(language);
        await mutate<User | null>(
          CURRENT_USER_KEY,
          (current) => (current ? { ...current, preferredLanguage: language } : current),
          { revalidate: false },
        );
      } catch {
        // Not worth an error toast: the next switch (or the Profile tab) saves it again.
      }
    },
    [user, mutate],
  );
}
