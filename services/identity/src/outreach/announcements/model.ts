import { Schema, type Connection } from 'mongoose';
import type { AnnouncementState } from '@ministry/contracts/outreach';
import type { Language } from '@ministry/contracts/language';
import { modelOn } from '@ministry/kit/database';

/**
 * Announcements (contracts/outreach.ts):
 * - `announcements`: drafts, scheduled, sending and sent ones, written in both languages.
 * - `announcement_claims`: `announcement-send:<id>` inserted once (a unique `_id`) by the instance that
 *   expands a due announcement; its lease is renewed while it works, so another instance takes over
 *   only from one that died.
 * - `announcement_recipients`: one row per address an announcement was queued for
 *   (`<id>:<address key>`), deleted after RECIPIENT_RETENTION_DAYS.
 */
export interface StoredAnnouncement {
  subject: string;
  body: string;
  subjectEs: string;
  bodyEs: string;
  lists: string[];
  public: boolean;
  state: AnnouncementState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  queued: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredAnnouncementClaim {
  _id: string;
  leaseUntil: Date;
}

export interface StoredAnnouncementRecipient {
  _id: string;
  announcementId: string;
  addressKey: string;
  language: Language;
  /** A Spanish speaker who got the English text (the Spanish one was empty). */
  fallback: boolean;
  queuedAt: Date;
}

const announcementSchema = new Schema<StoredAnnouncement>(
  {
    subject: { type: String, required: true },
    body: { type: String, required: true },
    subjectEs: { type: String, default: '' },
    bodyEs: { type: String, default: '' },
    lists: { type: [String], default: [] },
    public: { type: Boolean, default: false },
    state: { type: String, enum: ['draft', 'scheduled', 'sending', 'sent'], required: true, index: true },
    scheduledAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    queued: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const claimSchema = new Schema<StoredAnnouncementClaim>(
  { _id: { type: String, required: true }, leaseUntil: { type: Date, required: true } },
  { versionKey: false },
);

const recipientSchema = new Schema<StoredAnnouncementRecipient>(
  {
    _id: { type: String, required: true },
    announcementId: { type: String, required: true, index: true },
    addressKey: { type: String, required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    fallback: { type: Boolean, required: true },
    queuedAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function announcementModels(connection: Connection) {
  return {
    announcements: modelOn(connection, 'Announcement', announcementSchema, 'announcements'),
    claims: modelOn(connection, 'AnnouncementClaim', claimSchema, 'announcement_claims'),
    recipients: modelOn(connection, 'AnnouncementRecipient', recipientSchema, 'announcement_recipients'),
  };
}

export const sendClaimId = (id: string) => `announcement-send:${id}`;
