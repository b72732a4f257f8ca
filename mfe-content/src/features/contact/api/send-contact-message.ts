import type { ContactMessage, ContactSent } from '@ministry/contracts/contact';
import { CONTACT_HONEYPOT_FIELD } from '@ministry/contracts/contact-fields';
import { apiSend } from '@ministry/platform/api';

export const CONTACT_URL = '/api/contact';

/**
 * POST /api/contact; the honeypot travels along so the service can drop what a bot filled in. The answer
 * says whether she wrote as a member with an active plan (answered within 24 hours).
 */
export function sendContactMessage(message: ContactMessage, honeypot: string): Promise<ContactSent | null> {
  return apiSend<ContactSent | null>('POST', CONTACT_URL, { ...message, [CONTACT_HONEYPOT_FIELD]: honeypot });
}
