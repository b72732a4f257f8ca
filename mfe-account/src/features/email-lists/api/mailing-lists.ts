import useSWR from 'swr';
import type { MailingListSummary, MyListsInput, MyMailingLists } from '@ministry/contracts/outreach';
import { apiGet, apiSend } from '@ministry/platform/api';

export const MY_LISTS_KEY = '/api/account/mailing-lists';
export const PUBLIC_LISTS_KEY = '/api/mailing-lists';

/** Her lists (every open one) and whether she is on each. */
export function useMyLists() {
  return useSWR<MyMailingLists>(MY_LISTS_KEY, apiGet, { revalidateOnMount: true });
}

/** The lists a visitor may join (the registration form offers them). */
export function usePublicLists() {
  return useSWR<MailingListSummary[]>(PUBLIC_LISTS_KEY, apiGet);
}

/** Her choice: the lists she wants, every other one off. */
export function saveMyLists(input: MyListsInput): Promise<MyMailingLists | null> {
  return apiSend<MyMailingLists | null>('PUT', MY_LISTS_KEY, input);
}
