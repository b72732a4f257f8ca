import type { Language } from '../language';

/** Keys start with 'checkout.'; filled in by the issue that builds this domain. */
export const CHECKOUT_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
