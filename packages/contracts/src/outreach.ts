import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { localize, type Language } from './language';
import { PLAN_IDS, type PlanId } from './plans';

/**
 * Announcements people asked for (identity service, `services/identity/src/outreach/`): mailing lists
 * staff define, each person's consent per list with its history, a suppression of addresses that left
 * (hashed) that no re-registration undoes, announcements written in both languages and sent in the
 * outbox's bulk lane, and the one-click unsubscribe of RFC 8058.
 *
 * Routes (browser ↔ identity, through the gateway's `/api`):
 * - `GET  /api/mailing-lists`                     the lists a visitor may join (`MailingListSummary[]`)
 * - `POST /api/mailing-lists/subscribe`           a visitor's double opt-in (`listSubscribeSchema`): 202,
 *                                                 the same reply whether or not the address is known
 * - `POST /api/mailing-lists/confirm`             `{ token }` from that e-mail: her consent recorded
 * - `GET  /api/account/mailing-lists`             a member's lists and her choice (`MyMailingLists`)
 * - `PUT  /api/account/mailing-lists`             `myListsSchema`: her choice, each change a record
 * - `GET  /api/unsubscribe/:token`                JSON (`UnsubscribeInfo`) when asked for JSON, else a
 *                                                 303 to the page `/unsubscribe/:token`; never changes anything
 * - `POST /api/unsubscribe/:token`                one-click: unsubscribes with the token alone
 * - `GET  /api/announcements`, `/:id`             the public archive (`ArchivedAnnouncement`)
 * - `GET|POST /api/admin/mailing-lists`, `PUT /api/admin/mailing-lists/:id`          staff's lists
 * - `POST /api/admin/mailing-lists/unsubscribe`   `staffUnsubscribeSchema`: a person's request by mail,
 *                                                 phone or letter (a token, or an address: every list)
 * - `GET|POST /api/admin/announcements`, `GET|PUT /api/admin/announcements/:id`      drafts
 * - `GET  /api/admin/announcements/:id/preview`   both languages rendered (`AnnouncementPreview`)
 * - `POST /api/admin/announcements/:id/test`      sent to the staff member herself, both languages
 * - `POST /api/admin/announcements/:id/schedule`  `scheduleSchema`: now (`at` empty) or later
 * - `POST /api/admin/announcements/:id/unschedule` back to a draft while it has not started
 */

export const LIST_NAME_MAX = 80;
export const LIST_DESCRIPTION_MAX = 300;
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
/** Lists a visitor may join in one request, and lists on one announcement. */
export const LISTS_PER_REQUEST_MAX = 20;
/** A list's id: lower-case words joined by hyphens (`news`, `donor-updates`). */
export const LIST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LIST_ID_MAX = 40;

/** How a consent changed: where she made the choice (the history's `via`). */
export const CONSENT_SOURCES = [
  'registration',
  'account',
  'visitor-link',
  'one-click',
  'unsubscribe-page',
  'staff',
  'bounce',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const ANNOUNCEMENT_STATES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

const listId = () =>
  string()
    .trim()
    .max(LIST_ID_MAX, 'outreach.listUnknown')
    .matches(LIST_ID_PATTERN, 'outreach.listUnknown')
    .required('outreach.listUnknown');
const listIds = () =>
  array(listId().defined()).max(LISTS_PER_REQUEST_MAX, 'outreach.tooManyLists').defined().default([]);
/** A list of list ids, empty by default (the registration form's `lists`). */
export const mailingListIdsSchema = listIds;

/** POST /api/mailing-lists/subscribe: a visitor asks to join lists; a link proves the address. */
export const listSubscribeSchema = object({
  email: string().trim().required('outreach.emailInvalid').email('outreach.emailInvalid').max(254),
  lists: listIds().min(1, 'outreach.chooseList'),
  language: mixed<Language>().oneOf(['en', 'es']).default('en'),
});
export type ListSubscribeInput = InferType<typeof listSubscribeSchema>;

/** PUT /api/account/mailing-lists and the registration form's `lists`: the lists she wants, all others off. */
export const myListsSchema = object({ lists: listIds() });
export type MyListsInput = InferType<typeof myListsSchema>;

const name = () =>
  string().trim().required('outreach.listNameRequired').max(LIST_NAME_MAX, 'outreach.listNameTooLong');
const description = () =>
  string().trim().max(LIST_DESCRIPTION_MAX, 'outreach.listDescriptionTooLong').default('');

/**
 * A list whose members are computed at send time from another service (issue 44), by relationship,
 * not opt-in: nobody joins it, each message carries its one-click unsubscribe, and leaving writes the
 * list's suppression. `plan`: members with an active subscription (`planId` null: any plan; billing);
 * `donors-year`: those who gave in the current New York calendar year (billing); `event`: confirmed
 * sign-ups of any date of the event (events).
 */
export type ListCriteria =
  { kind: 'plan'; planId: PlanId | null } | { kind: 'donors-year' } | { kind: 'event'; eventId: string };
export const LIST_CRITERIA_KINDS = ['plan', 'donors-year', 'event'] as const;
export type ListCriteriaKind = (typeof LIST_CRITERIA_KINDS)[number];
/** An event's id (a MongoDB ObjectId in hex). */
export const EVENT_ID_PATTERN = /^[0-9a-f]{24}$/;

const criteriaSchema = () =>
  object({
    kind: mixed<ListCriteriaKind>()
      .oneOf([...LIST_CRITERIA_KINDS], 'outreach.criteriaInvalid')
      .required('outreach.criteriaInvalid'),
    planId: mixed<PlanId>()
      .nullable()
      .default(null)
      .when('kind', {
        is: 'plan',
        then: (schema) => schema.oneOf([...PLAN_IDS, null], 'outreach.criteriaPlanUnknown'),
        otherwise: (schema) => schema.strip(),
      }),
    eventId: string()
      .trim()
      .lowercase()
      .when('kind', {
        is: 'event',
        then: (schema) =>
          schema
            .required('outreach.criteriaEventRequired')
            .matches(EVENT_ID_PATTERN, 'outreach.criteriaEventInvalid'),
        otherwise: (schema) => schema.strip(),
      }),
  })
    .nullable()
    .default(null);

/** POST /api/admin/mailing-lists (with `id`) and PUT /api/admin/mailing-lists/:id (without). */
export const mailingListSchema = object({
  name: name(),
  nameEs: name(),
  description: description(),
  descriptionEs: description(),
  /** Visitors may join it (the public sign-up form); members always see every open list. */
  public: boolean().default(true),
  /** A closed list takes no new consent and is not offered; what was sent to it stays. */
  closed: boolean().default(false),
  /** Null: a list people subscribe to; otherwise who is on it is computed at send time. */
  criteria: criteriaSchema(),
});
export const newMailingListSchema = mailingListSchema.shape({ id: listId() });
export type MailingListInput = Omit<InferType<typeof mailingListSchema>, 'criteria'> & {
  criteria: ListCriteria | null;
};

/** The Spanish texts may be empty: those recipients then get the English ones (the editor sees how many). */
export const announcementSchema = object({
  subject: string()
    .trim()
    .required('outreach.subjectRequired')
    .max(ANNOUNCEMENT_SUBJECT_MAX, 'outreach.subjectTooLong'),
  body: string().trim().required('outreach.bodyRequired').max(ANNOUNCEMENT_BODY_MAX, 'outreach.bodyTooLong'),
  subjectEs: string().trim().max(ANNOUNCEMENT_SUBJECT_MAX, 'outreach.subjectTooLong').default(''),
  bodyEs: string().trim().max(ANNOUNCEMENT_BODY_MAX, 'outreach.bodyTooLong').default(''),
  lists: listIds().min(1, 'outreach.chooseList'),
  /** Shown in the public archive once sent. */
  public: boolean().default(false),
});
export type AnnouncementInput = InferType<typeof announcementSchema>;

/** POST …/schedule: `at` empty sends now; otherwise an ISO time in the future. */
export const scheduleSchema = object({
  at: string()
    .trim()
    .default('')
    .test('future', 'outreach.scheduleInPast', (value) => !value || Date.parse(value) > Date.now() - 60_000)
    .test('date', 'outreach.scheduleInvalid', (value) => !value || !Number.isNaN(Date.parse(value))),
});

/** Identity's internal route every service's mail sender reports a hard bounce to (services only). */
export const BOUNCES_PATH = '/internal/identity/outreach/bounces';
export const BOUNCE_EMAIL_MAX = 320;
/** POST BOUNCES_PATH: the address a recipient's server refused for good; it gets no more announcements. */
export const bounceReportSchema = object({
  email: string()
    .trim()
    .required('outreach.emailInvalid')
    .max(BOUNCE_EMAIL_MAX, 'outreach.emailInvalid')
    .email('outreach.emailInvalid'),
});
export type BounceReport = InferType<typeof bounceReportSchema>;

export const UNSUBSCRIBE_REQUEST_MAX = 1_000;
/**
 * POST /api/admin/mailing-lists/unsubscribe: what a person sent staff (an unsubscribe e-mail's
 * subject or body, which holds its token) or her address, told on the phone or in a letter.
 */
export const staffUnsubscribeSchema = object({
  request: string()
    .trim()
    .required('outreach.unsubscribeRequestRequired')
    .max(UNSUBSCRIBE_REQUEST_MAX, 'outreach.unsubscribeRequestTooLong'),
});
export type StaffUnsubscribeInput = InferType<typeof staffUnsubscribeSchema>;
/** What staff's unsubscribe did: the lists she is now off (0 when she was on none). */
export interface StaffUnsubscribeResult {
  lists: number;
  /** How the request was read: a link's token (one list) or an address (every list). */
  by: 'token' | 'email';
}

export interface MailingListSummary {
  id: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
}

/** A list's name in a language: the English one where the Spanish is empty. */
export const mailingListName = (
  list: Pick<MailingListSummary, 'name' | 'nameEs'>,
  language: Language,
): string => localize(list.name, list.nameEs, language);

export interface MailingList extends MailingListSummary {
  public: boolean;
  closed: boolean;
  criteria: ListCriteria | null;
  /**
   * Addresses an announcement to it would reach now (consented or matching its criteria, not
   * suppressed); null when the service that knows a criteria list's people did not answer.
   */
  subscribers: number | null;
}

/**
 * What billing and events answer identity for a criteria list (internal, identity's key only):
 * - `GET /internal/billing/audience/plan-subscribers?planId=` (empty: any plan): active subscriptions
 * - `GET /internal/billing/audience/donors?since=<ISO>`: gifts paid since
 * - `GET /internal/events/audience/registrants?eventId=`: confirmed sign-ups, any date
 * A member by `userId` (identity writes to her account's verified address, in her language); a
 * visitor by the address and language she gave.
 */
export interface AudiencePerson {
  userId: string | null;
  email: string | null;
  language: Language | null;
}
export interface AudienceAnswer {
  people: AudiencePerson[];
}
export const AUDIENCE_PATHS = {
  planSubscribers: '/internal/billing/audience/plan-subscribers',
  donors: '/internal/billing/audience/donors',
  registrants: '/internal/events/audience/registrants',
} as const;

/** GET /api/account/mailing-lists. */
export interface MyMailingLists {
  lists: (MailingListSummary & { subscribed: boolean })[];
  /** Her address is not verified yet: her choices are kept and count once it is. */
  pendingVerification: boolean;
}

/** GET /api/unsubscribe/:token as JSON: what the page shows before she confirms. */
export interface UnsubscribeInfo {
  list: MailingListSummary;
  /** Her address, partly hidden (`r***@example.org`). */
  email: string;
  subscribed: boolean;
  /** The language she saved (the page opens in it). */
  language: Language;
  /** A member's address: the page links to her preferences in the account. */
  member: boolean;
}

export interface Announcement extends AnnouncementInput {
  id: string;
  state: AnnouncementState;
  /** When it is (or was) to go out; null for a draft. */
  scheduledAt: string | null;
  sentAt: string | null;
  /** Messages put in the outbox for it (0 until it starts). */
  queued: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/announcements/:id/preview: what each language's recipients get, and how many. */
export interface AnnouncementPreview {
  en: { subject: string; html: string; text: string };
  es: { subject: string; html: string; text: string };
  audience: {
    total: number;
    english: number;
    spanish: number;
    /** Spanish speakers who get the English text because the Spanish one is empty. */
    fallback: number;
  };
}

/** The public archive: a sent announcement marked public, in both languages. */
export interface ArchivedAnnouncement {
  id: string;
  subject: string;
  body: string;
  subjectEs: string;
  bodyEs: string;
  sentAt: string;
}

/** GET /api/announcements?page=: one page of the public archive, newest first. */
export interface ArchivePage {
  items: ArchivedAnnouncement[];
  page: number;
  pageSize: number;
  total: number;
}
