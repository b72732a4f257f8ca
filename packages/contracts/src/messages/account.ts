import type { Language } from '../language';

/** Keys start with 'account.'; filled in by the issue that builds this domain. */
export const ACCOUNT_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
