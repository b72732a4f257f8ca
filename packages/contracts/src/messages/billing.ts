import type { Language } from '../language';

/** Keys start with 'billing.'; filled in by the issue that builds this domain. */
export const BILLING_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
