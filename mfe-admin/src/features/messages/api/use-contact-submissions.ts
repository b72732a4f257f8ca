import useSWR from 'swr';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { apiGet } from '@ministry/platform/api';

export const SUBMISSIONS_KEY = '/api/admin/contact-submissions';

/** Newest first, whatever order they come in. */
export function newestFirst(submissions: ContactSubmission[]): ContactSubmission[] {
  return [...submissions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The contact form's messages (admins only). Fetched again each time an admin screen shows them. */
export function useContactSubmissions() {
  return useSWR<ContactSubmission[]>(SUBMISSIONS_KEY, apiGet, { revalidateOnMount: true });
}
