import useSWR from 'swr';
import type { Language } from '@ministry/contracts/language';
import type {
  ArchivePage,
  ArchivedAnnouncement,
  ListSubscribeInput,
  MailingListSummary,
  UnsubscribeInfo,
} from '@ministry/contracts/outreach';
import { apiGet, apiSend } from '@ministry/platform/api';

export const ANNOUNCEMENTS_KEY = '/api/announcements';
export const MAILING_LISTS_KEY = '/api/mailing-lists';

export const announcementKey = (id: string) => `${ANNOUNCEMENTS_KEY}/${encodeURIComponent(id)}`;
const unsubscribeUrl = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/** The archive's page an address names (`?page=2`); 1 for anything else. */
export function archivePageOf(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The read of one page of the archive: the first without a query (the key the server render fills). */
export const archiveKey = (page: number) =>
  page > 1 ? `${ANNOUNCEMENTS_KEY}?page=${page}` : ANNOUNCEMENTS_KEY;

/** The public archive: sent announcements marked public, newest first, a page at a time. */
export function useAnnouncements(page: number) {
  return useSWR<ArchivePage>(archiveKey(page));
}

/** One announcement of the archive (null: the service answered 404 on the server's render). */
export function useAnnouncement(id: string) {
  return useSWR<ArchivedAnnouncement | null>(announcementKey(id));
}

/** The lists a visitor may join. */
export function usePublicLists() {
  return useSWR<MailingListSummary[]>(MAILING_LISTS_KEY);
}

/** An announcement's subject and body in the page's language: Spanish falls back to English when empty. */
export function announcementText(announcement: ArchivedAnnouncement, language: Language) {
  const spanish = language === 'es' && announcement.bodyEs.trim() !== '';
  return {
    subject: (spanish && announcement.subjectEs.trim()) || announcement.subject,
    body: spanish ? announcement.bodyEs : announcement.body,
    language: spanish ? ('es' as const) : ('en' as const),
  };
}

/** What the unsubscribe page shows before she confirms; a GET that never changes anything. */
export function fetchUnsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
  return apiGet<UnsubscribeInfo>(unsubscribeUrl(token));
}

/** The page's button: unsubscribes with the token alone. */
export function unsubscribe(token: string): Promise<unknown> {
  return apiSend('POST', unsubscribeUrl(token), {});
}

/** A visitor's double opt-in: the same 202 whether or not the address is known. */
export function subscribeToLists(input: ListSubscribeInput): Promise<unknown> {
  return apiSend('POST', `${MAILING_LISTS_KEY}/subscribe`, input);
}

/** The e-mail's link, confirmed by a press of the page's button (never on opening the page). */
export function confirmSubscription(token: string): Promise<unknown> {
  return apiSend('POST', `${MAILING_LISTS_KEY}/confirm`, { token });
}
