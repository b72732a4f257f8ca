import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { sealedTextSchema } from '../text-crypto';

/**
 * A member asks for a lower price, with a reason (sealed): staff set her price per session type and
 * may name a counselor to review it (who then reads the reason). `openKey` is her user id while it
 * waits (unique: one waiting request each), the request's own id once decided.
 */
const slidingScaleSchema = new Schema(
  {
    userId: { type: String, required: true },
    openKey: { type: String, required: true },
    reason: { type: sealedTextSchema, default: null },
    status: { type: String, enum: ['pending', 'decided'], default: 'pending' },
    counselorId: { type: String, default: null },
    prices: { type: [{ _id: false, typeId: String, priceCents: Number }], default: [] },
    decidedAt: { type: Date, default: null },
    textsDeletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
slidingScaleSchema.index({ openKey: 1 }, { unique: true });
slidingScaleSchema.index({ userId: 1 });

export type SlidingScaleDocument = InferSchemaType<typeof slidingScaleSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const SlidingScaleModel = model('CareSlidingScale', slidingScaleSchema, 'care_sliding_scale');
