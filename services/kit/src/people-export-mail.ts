import type { Connection } from 'mongoose';
import type { ExportedMail } from '@ministry/contracts/data-export';
import { outboxModels } from './outbox-models';

/** Her address as a query: the same address whatever its letters' case (stored as typed). */
export function sameAddress(email: string): RegExp {
  const escaped = email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${escaped}\\s*$`, 'i');
}

/**
 * The mail this service delivered to her address (its own `outbox_sent`), for her data export:
 * subjects and dates only, never the bodies (a link or another person's words may be in them).
 */
export async function sentMailTo(connection: Connection, email: string): Promise<ExportedMail[]> {
  const sent = await outboxModels(connection)
    .sent.find({ to: sameAddress(email) }, { subject: 1, sentAt: 1 })
    .sort({ sentAt: -1 })
    .lean();
  return sent.map((mail) => ({ subject: mail.subject, sentAt: mail.sentAt.toISOString() }));
}
