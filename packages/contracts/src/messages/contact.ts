import type { Language } from '../language';

/** Keys start with 'contact.'; filled in by the issue that builds this domain. */
export const CONTACT_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
