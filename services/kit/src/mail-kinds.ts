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
 * `link` and `notice` make the priority lane, which has a share of the hourly budget ordinary mail
 * cannot take (MAIL_PRIORITY_RESERVE, mail-budget.ts).
 */
const MAIL_KINDS = {
  // identity
  'password-reset': 'link',
  'email-verify': 'link',
  'email-change': 'link',
  'sign-in-unlock': 'link',
  'password-changed': 'notice',
  'email-changed': 'notice',
  // Access to donors' records given or taken away: told to the other finance staff.
  'finance-access': 'notice',
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
  'care-agenda': 'ordinary',
} as const satisfies Record<string, MailUrgency>;

export type MailUrgency = 'link' | 'notice' | 'ordinary';
export type MailKind = keyof typeof MAIL_KINDS;
/** An outbox key: its kind, then what makes it unique (`order-paid:WOP-1042`). */
export type MailKey = `${MailKind}:${string}`;
/** The share of the hourly budget a message draws from. */
export type MailLane = 'priority' | 'ordinary';

/** The sending order, stored on each message: higher first (a message stored without it sorts last). */
const PRIORITY: Record<MailUrgency, number> = { link: 2, notice: 1, ordinary: 0 };

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

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

export const laneOfPriority = (priority: number | null | undefined): MailLane =>
  (priority ?? 0) > 0 ? 'priority' : 'ordinary';

export const mailLaneOf = (key: string): MailLane => laneOfPriority(mailPriorityOf(key));
