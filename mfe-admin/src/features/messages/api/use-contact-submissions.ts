import useSWR from 'swr';
import type { ContactSubmission } from '@ministry/contracts/contact';
import { apiGet, apiSend } from '@ministry/platform/api';

export const SUBMISSIONS_KEY = '/api/admin/contact-submissions';

/** Newest first, whatever order they come in. */
export function newestFirst(submissions: ContactSubmission[]): ContactSubmission[] {
  return [...submissions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** A member's message still waiting for a reply: it is due by `replyBy`. */
export function isWaiting(submission: ContactSubmission): boolean {
  return !!submission.memberSupport && !!submission.replyBy && !submission.answeredAt;
}

/** Waiting past the 24 hours her plan promises. */
export function isOverdue(submission: ContactSubmission, now: number): boolean {
  return isWaiting(submission) && Date.parse(submission.replyBy!) < now;
}

/** Members' messages waiting for a reply first (soonest due on top), then the rest newest first. */
export function membersWaitingFirst(submissions: ContactSubmission[]): ContactSubmission[] {
  const waiting = submissions
    .filter(isWaiting)
    .sort((a, b) => Date.parse(a.replyBy!) - Date.parse(b.replyBy!));
  return [...waiting, ...newestFirst(submissions.filter((s) => !isWaiting(s)))];
}

export function markAnswered(id: string): Promise<ContactSubmission> {
  return apiSend<ContactSubmission>('POST', `${SUBMISSIONS_KEY}/${encodeURIComponent(id)}/answered`);
}

/** The contact form's messages (admins only). Fetched again each time an admin screen shows them. */
export function useContactSubmissions() {
  return useSWR<ContactSubmission[]>(SUBMISSIONS_KEY, apiGet, { revalidateOnMount: true });
}
