import { model, Schema } from 'mongoose';
import { RESOURCE_PLAN_DISCOUNT_MAX, RESOURCE_TYPES } from '@ministry/contracts/resource';

const resourceSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    titleEs: { type: String, trim: true, maxlength: 200, default: null },
    description: { type: String, required: true, trim: true, maxlength: 2000 },
    descriptionEs: { type: String, trim: true, maxlength: 2000, default: null },
    category: { type: String, required: true, trim: true, lowercase: true, maxlength: 50 },
    type: { type: String, required: true, enum: RESOURCE_TYPES },
    /** Integer cents, premium only (a dollar `price` before the release that moved to cents: migrate-prices.ts). */
    priceCents: { type: Number, min: 0, default: null },
    /** Percent off for a member with a live plan (contracts' resourcePriceFor); premium only. */
    planDiscountPercent: { type: Number, min: 0, max: RESOURCE_PLAN_DISCOUNT_MAX, default: 0 },
    imageUrl: { type: String, trim: true, maxlength: 500, default: null },
    /** Key of the file in the service's library (library.ts); never sent to clients. */
    document: { type: String, default: null, private: true },
  },
  { timestamps: true, toJSON: { virtuals: true } },
);
resourceSchema.virtual('downloadable').get(function (this: { document?: string | null }) {
  return Boolean(this.document);
});
resourceSchema.index({ category: 1 });
// The public list's order (listResources).
resourceSchema.index({ createdAt: 1, _id: 1 });

export const ResourceModel = model('Resource', resourceSchema, 'resources');
