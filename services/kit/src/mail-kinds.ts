/**
 * Every kind of message a service puts in its outbox, in one place, with how urgent it is. A message's
 * kind is the start of its outbox key, up to the first ':' (`password-reset:<hash>`); `enqueueMail`
 * takes only keys that start with a kind listed here (`MailKey`), so a new message is classified
 * before it compiles.
 *
 * - `link`: a link that stops working soon (a reset link lives 60 minutes, a visitor's sign-up hold
 *   60 minutes, a verification link a day): sent before anything else.
 * - `notice`: a security notice (her password or e-mail address changed): right after the links.
 * - `ordinary`: receipts, reminders, staff notices: after both.
 *
 * - `bulk`: announcements to mailing lists: after everything else, in a lane of their own.
 *
 * `link` and `notice` make the priority lane, which has a share of the hourly budget ordinary mail
 * cannot take (MAIL_PRIORITY_RESERVE, mail-budget.ts). `bulk` makes the bulk lane, with its own hourly
 * budget (MAIL_BULK_HOURLY_BUDGET): it never takes a slot of the other lanes' budget, nor they of its.
 */
const MAIL_KINDS = {
  // identity
  'password-reset': 'link',
  'email-verify': 'link',
  'email-change': 'link',
  'sign-in-unlock': 'link',
  // A visitor asked to join mailing lists: the link proves the address (double opt-in).
  'list-confirm': 'link',
  // Her data's download link (24 h, single use).
  'data-export': 'link',
  // Her account's deletion: the confirmation link, then when it will happen (signing in cancels it).
  'account-deletion': 'link',
  'account-deletion-scheduled': 'notice',
  'password-changed': 'notice',
  'email-changed': 'notice',
  // Access to donors' records given or taken away: told to the other finance staff.
  'finance-access': 'notice',
  // An account erased (14 days after its deletion was confirmed): told to the admins.
  'account-deleted-notice': 'ordinary',
  // events: a visitor's sign-up waits for its confirmation link (a hold that ends)
  'event-confirm-request': 'link',
  'event-confirmed': 'ordinary',
  'event-waitlisted': 'ordinary',
  'event-promoted': 'ordinary',
  // A seat offered from the waitlist of a paid event: her link to pay for it within the offer's time.
  'event-place-offer': 'link',
  'event-reminder': 'ordinary',
  'event-canceled': 'ordinary',
  // A member canceled her paid registration herself; the refund is staff's to decide.
  'event-place-canceled': 'ordinary',
  // content
  'contact-received': 'ordinary',
  'contact-notice': 'ordinary',
  // shop
  'order-paid': 'ordinary',
  'order-shipped': 'ordinary',
  'order-refunded': 'ordinary',
  'order-late-payment-refunded': 'ordinary',
  'order-notice': 'ordinary',
  // billing
  'gift-receipt': 'ordinary',
  'gift-refunded': 'ordinary',
  'gift-payment-failed': 'ordinary',
  'subscription-started': 'ordinary',
  'subscription-payment-failed': 'ordinary',
  'subscription-canceled': 'ordinary',
  // care: the hour-before reminder is useless late, so it goes with the links
  'care-confirmed': 'ordinary',
  'care-updated': 'ordinary',
  'care-canceled': 'ordinary',
  'care-reminder-24h': 'ordinary',
  'care-reminder-1h': 'link',
  // A visitor's booking held for her payment: the link to pay (the hold ends, CARE_VISITOR_HOLD_MINUTES).
  'care-visitor-pay': 'link',
  'care-agenda': 'ordinary',
  // identity: an announcement written once in both languages, one message per subscriber
  announcement: 'bulk',
} as const satisfies Record<string, MailUrgency>;

export type MailUrgency = 'link' | 'notice' | 'ordinary' | 'bulk';
export type MailKind = keyof typeof MAIL_KINDS;
/** An outbox key: its kind, then what makes it unique (`order-paid:WOP-1042`). */
export type MailKey = `${MailKind}:${string}`;
/** The share of the hourly budget a message draws from. */
export type MailLane = 'priority' | 'ordinary' | 'bulk';

/** The sending order, stored on each message: higher first (a message stored without it sorts last). */
const PRIORITY: Record<MailUrgency, number> = { link: 2, notice: 1, ordinary: 0, bulk: -1 };

/** The kind a key names; 'unknown' for a key written before the kinds were listed (sent as ordinary). */
export function mailKindOf(key: string): MailKind | 'unknown' {
  const kind = key.slice(0, key.indexOf(':'));
  return Object.hasOwn(MAIL_KINDS, kind) ? (kind as MailKind) : 'unknown';
}

export function mailUrgencyOf(key: string): MailUrgency {
  const kind = mailKindOf(key);
  return kind === 'unknown' ? 'ordinary' : MAIL_KINDS[kind];
}

export const mailPriorityOf = (key: string): number => PRIORITY[mailUrgencyOf(key)];

export const laneOfPriority = (priority: number | null | undefined): MailLane => {
  const value = priority ?? 0;
  if (value > 0) return 'priority';
  return value < 0 ? 'bulk' : 'ordinary';
};

export const mailLaneOf = (key: string): MailLane => laneOfPriority(mailPriorityOf(key));
