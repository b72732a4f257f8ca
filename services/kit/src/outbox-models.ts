import { Schema, type Connection } from 'mongoose';
import { modelOn } from './database';

// The outbox's stored shapes (outbox.ts says how messages move between them).
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The recipient's language, sent as Content-Language. */
  language?: 'en' | 'es';
  /** Small files sent with it (an event's .ics); their content as text. */
  attachments?: MailAttachment[];
  /** A mailing's list headers (List-Unsubscribe and its one-click POST), covered by the DKIM signature. */
  headers?: MailHeaders;
  /**
   * The body carries a secret (a password-reset link): once sent, or given up on, its text and HTML
   * are erased from the outbox, so the stored copy outlives the secret by one delivery at most.
   */
  secret?: boolean;
}

/** What an erased body reads in the outbox. */
export const ERASED_BODY = '[erased after delivery: it held a secret]';

/** The headers a message may add; the sender sets every other one. */
export const MAIL_HEADER_NAMES = ['List-Id', 'List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
export type MailHeaders = Partial<Record<(typeof MAIL_HEADER_NAMES)[number], string>>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailState = 'pending' | 'sent' | 'failed';

export interface StoredMail extends OutgoingMail {
  /** The idempotency key. */
  _id: string;
  state: MailState;
  /** The sending order, from its kind (mail-kinds.ts): higher first; absent on older messages. */
  priority?: number | null;
  /** Its address's hourly cap held it back (until `nextAttemptAt`): shown to admins. */
  heldBy?: 'recipient' | null;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** A delivered message, kept for the record in `outbox_sent` (its body erased if it held a secret). */
export interface SentMail extends OutgoingMail {
  _id: string;
  state: 'sent';
  attempts: number;
  sentAt: Date;
  createdAt: Date;
}

export interface StoredClaim {
  /** `<message key>#<attempt>`, or `<message key>#sent` once it was delivered. */
  _id: string;
  /** Until when the attempt is its sender's; for `#sent`, when the message was delivered. */
  leaseUntil: Date;
}

/** A message's own fields, stored alike while it waits (`outbox`) and once delivered (`outbox_sent`). */
const messageFields = {
  _id: { type: String, required: true },
  to: { type: String, required: true },
  subject: { type: String, required: true },
  text: { type: String, required: true },
  html: { type: String, required: true },
  language: { type: String, default: null },
  secret: { type: Boolean, default: false },
  attachments: {
    type: [{ _id: false, filename: String, contentType: String, content: String }],
    default: [],
  },
  // Absent on mail without list headers (all mail before them).
  headers: { type: Schema.Types.Mixed, default: undefined },
  attempts: { type: Number, required: true },
  createdAt: { type: Date, required: true },
};
const mailSchema = new Schema<StoredMail>(
  {
    ...messageFields,
    state: { type: String, enum: ['pending', 'sent', 'failed'], required: true },
    priority: { type: Number, default: 0 },
    heldBy: { type: String, default: null },
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false },
);
// MongoDB: the poll (due messages, most urgent then soonest first) and the oldest one waiting, each
// from an index.
mailSchema.index({ state: 1, priority: -1, nextAttemptAt: 1 });
mailSchema.index({ state: 1, nextAttemptAt: 1 });
mailSchema.index({ state: 1, createdAt: 1 });
const sentSchema = new Schema<SentMail>(
  {
    ...messageFields,
    state: { type: String, enum: ['sent'], required: true },
    sentAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);
const claimSchema = new Schema<StoredClaim>(
  { _id: { type: String, required: true }, leaseUntil: { type: Date, required: true, index: true } },
  { versionKey: false },
);

export function outboxModels(connection: Connection) {
  return {
    /** Messages still to send (`pending`) and those that gave up (`failed`). */
    mail: modelOn(connection, 'OutboxMail', mailSchema, 'outbox'),
    /** Delivered messages, kept for the record until OUTBOX_SENT_RETENTION_DAYS. */
    sent: modelOn(connection, 'OutboxSentMail', sentSchema, 'outbox_sent'),
    claims: modelOn(connection, 'OutboxClaim', claimSchema, 'outbox_claims'),
  };
}
