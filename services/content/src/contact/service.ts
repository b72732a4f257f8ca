import type { ContactMessage, ContactSubmission } from '@ministry/contracts/contact';
import { ContactSubmissionModel } from './model';

/** The admin list shows at most this many, newest first. */
export const SUBMISSIONS_LIST_LIMIT = 500;

export async function saveContactMessage(message: ContactMessage): Promise<ContactSubmission> {
  const saved = await ContactSubmissionModel.create({ ...message, phone: message.phone || null });
  return saved.toJSON() as unknown as ContactSubmission;
}

/** Newest first. */
export async function listContactSubmissions(): Promise<ContactSubmission[]> {
  const found = await ContactSubmissionModel.find()
    .sort({ createdAt: -1, _id: -1 })
    .limit(SUBMISSIONS_LIST_LIMIT);
  return found.map((doc) => doc.toJSON() as unknown as ContactSubmission);
}
