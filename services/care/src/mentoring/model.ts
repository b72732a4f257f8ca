import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { sealedTextSchema } from '../text-crypto';

/**
 * A member asks for a mentor (what she hopes for: sealed). Staff match her with a counselor who
 * mentors, which creates the series of meetings. `openKey` as in the sliding scale: one waiting each.
 */
const mentoringSchema = new Schema(
  {
    userId: { type: String, required: true },
    openKey: { type: String, required: true },
    text: { type: sealedTextSchema, default: null },
    status: { type: String, enum: ['pending', 'matched'], default: 'pending' },
    counselorId: { type: String, default: null },
    months: { type: Number, default: null },
    matchedAt: { type: Date, default: null },
    textsDeletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
mentoringSchema.index({ openKey: 1 }, { unique: true });
mentoringSchema.index({ userId: 1 });

export type MentoringDocument = InferSchemaType<typeof mentoringSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const MentoringModel = model('CareMentoring', mentoringSchema, 'care_mentoring_requests');
