import type { Language } from '../language';

/** Keys start with 'resource.'; filled in by the issue that builds this domain. */
export const RESOURCE_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
