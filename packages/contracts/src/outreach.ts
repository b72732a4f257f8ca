import { array, boolean, mixed, object, string, type InferType } from 'yup';
import type { Language } from './language';

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
});
export const newMailingListSchema = mailingListSchema.shape({ id: listId() });
export type MailingListInput = InferType<typeof mailingListSchema>;

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

export interface MailingListSummary {
  id: string;
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
}

export interface MailingList extends MailingListSummary {
  public: boolean;
  closed: boolean;
  /** Addresses subscribed now (consented, not suppressed). */
  subscribers: number;
}

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
