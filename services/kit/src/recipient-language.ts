import type { Language } from '@ministry/contracts/language';

/**
 * Whom a message is written for, as far as its language goes (docs/ARCHITECTURE.md, "How e-mail
 * flows"). `enqueueMail` takes one with every message and refuses a message rendered in another
 * language than `recipientLanguage` gives for it, so no service decides a recipient's language itself.
 */
export type MailRecipient =
  /** A member: her saved preference, as identity keeps it (a `MemberProfile`, identity's own record). */
  | { member: { preferredLanguage: Language } }
  /** Someone without an account (or not signed in): the language of the request she acted in. */
  | { visitor: Language }
  /** The ministry's own address (staff notices), which has no language of its own. */
  | 'staff';

/** Staff notices are written in English. */
export const STAFF_LANGUAGE: Language = 'en';

/** The one rule: the language a message to `recipient` is written in. */
export function recipientLanguage(recipient: MailRecipient): Language {
  if (recipient === 'staff') return STAFF_LANGUAGE;
  return 'member' in recipient ? recipient.member.preferredLanguage : recipient.visitor;
}

/**
 * The recipient of a message about something kept with the language she acted in (a sign-up, a gift,
 * an order): chosen by `recipientLanguage` when she acted (a member's saved preference then, read
 * from identity; a visitor's request's) and stored with it, so a later message (a reminder, a
 * receipt, a refund) is written in the same language.
 */
export function keptRecipient(kept: { userId?: string | null; language: Language }): MailRecipient {
  return kept.userId ? { member: { preferredLanguage: kept.language } } : { visitor: kept.language };
}
