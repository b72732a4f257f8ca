import useSWR, { useSWRConfig } from 'swr';
import type {
  Announcement,
  AnnouncementInput,
  AnnouncementPreview,
  MailingList,
  MailingListInput,
  StaffUnsubscribeResult,
} from '@ministry/contracts/outreach';
import { apiGet, apiSend } from '@ministry/platform/api';

export const ANNOUNCEMENTS_KEY = '/api/admin/announcements';
export const MAILING_LISTS_KEY = '/api/admin/mailing-lists';

const one = (id: string) => `${ANNOUNCEMENTS_KEY}/${encodeURIComponent(id)}`;
export const previewKey = (id: string) => `${one(id)}/preview`;

export function useAnnouncements() {
  return useSWR<Announcement[]>(ANNOUNCEMENTS_KEY, apiGet, { revalidateOnMount: true });
}

export function useAnnouncement(id: string | null) {
  return useSWR<Announcement>(id ? one(id) : null, apiGet, { revalidateOnMount: true });
}

/** Both languages rendered as they go out, and who gets which. */
export function useAnnouncementPreview(id: string | null) {
  return useSWR<AnnouncementPreview>(id ? previewKey(id) : null, apiGet, { revalidateOnMount: true });
}

export function useMailingLists() {
  return useSWR<MailingList[]>(MAILING_LISTS_KEY, apiGet, { revalidateOnMount: true });
}

/** After a change: the list, the announcement and its preview read again. */
export function useRevalidateAnnouncement() {
  const { mutate } = useSWRConfig();
  return (id: string) => Promise.all([mutate(ANNOUNCEMENTS_KEY), mutate(one(id)), mutate(previewKey(id))]);
}

/** Puts a saved announcement in the cache (the editor opens on it at once), then reads the list again. */
export function useRememberAnnouncement() {
  const { mutate } = useSWRConfig();
  return (saved: Announcement) =>
    Promise.all([mutate(one(saved.id), saved, { revalidate: false }), mutate(ANNOUNCEMENTS_KEY)]);
}

export function createAnnouncement(input: AnnouncementInput): Promise<Announcement> {
  return apiSend<Announcement>('POST', ANNOUNCEMENTS_KEY, input);
}

export function updateAnnouncement(id: string, input: AnnouncementInput): Promise<Announcement> {
  return apiSend<Announcement>('PUT', one(id), input);
}

export function sendTest(id: string): Promise<unknown> {
  return apiSend('POST', `${one(id)}/test`);
}

/** `at` empty sends now; otherwise an ISO instant in the future. */
export function scheduleAnnouncement(id: string, at: string): Promise<Announcement> {
  return apiSend<Announcement>('POST', `${one(id)}/schedule`, { at });
}

export function unscheduleAnnouncement(id: string): Promise<Announcement> {
  return apiSend<Announcement>('POST', `${one(id)}/unschedule`);
}

export function createMailingList(input: MailingListInput & { id: string }): Promise<MailingList> {
  return apiSend<MailingList>('POST', MAILING_LISTS_KEY, input);
}

export function updateMailingList(id: string, input: MailingListInput): Promise<MailingList> {
  return apiSend<MailingList>('PUT', `${MAILING_LISTS_KEY}/${encodeURIComponent(id)}`, input);
}

/** A person's request to leave, by mail, phone or letter: a pasted unsubscribe e-mail or her address. */
export function unsubscribePerson(request: string): Promise<StaffUnsubscribeResult> {
  return apiSend<StaffUnsubscribeResult>('POST', `${MAILING_LISTS_KEY}/unsubscribe`, { request });
}
