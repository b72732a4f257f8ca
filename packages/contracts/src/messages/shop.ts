import type { Language } from '../language';

/** Keys start with 'shop.'; filled in by the issue that builds this domain. */
export const SHOP_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
