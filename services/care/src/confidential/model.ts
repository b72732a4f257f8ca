import { model, Schema } from 'mongoose';

/** Every read of a confidential text: who, when, which. Admins list it; nobody edits it. */
const textReadSchema = new Schema(
  {
    readerId: { type: String, required: true },
    readerRole: { type: String, enum: ['member', 'counselor'], required: true },
    record: { type: String, required: true },
    recordId: { type: String, required: true },
    field: { type: String, required: true },
    /** Whose text it is (a member's id; null for a contact request). */
    subjectUserId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
textReadSchema.index({ at: -1 });
textReadSchema.index({ recordId: 1 });

export const TextReadModel = model('CareTextRead', textReadSchema, 'care_text_reads');
