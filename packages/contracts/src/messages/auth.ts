import type { Language } from '../language';

/** Keys start with 'auth.'; filled in by the issue that builds this domain. */
export const AUTH_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
