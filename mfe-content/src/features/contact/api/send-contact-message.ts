import type { ContactMessage } from '@ministry/contracts/contact';
import { CONTACT_HONEYPOT_FIELD } from '@ministry/contracts/contact-fields';
import { apiSend } from '@ministry/platform/api';

export const CONTACT_URL = '/api/contact';

/** POST /api/contact; the honeypot travels along so the service can drop what a bot filled in. */
export function sendContactMessage(message: ContactMessage, honeypot: string): Promise<unknown> {
  return apiSend('POST', CONTACT_URL, { ...message, [CONTACT_HONEYPOT_FIELD]: honeypot });
}
