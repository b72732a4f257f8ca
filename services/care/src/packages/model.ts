import { model, Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * A package of sessions she bought in the one checkout (a session type bookable by 'purchase', like
 * the package of 8): `credits` sessions of `sessionTypeId`, each booked with a credit (a unique
 * CreditUseModel insert, credits.ts) for a session ending by `validUntil`. What the line sold is kept
 * as it was paid (names, price, months), so a later change of the type changes no package sold.
 * `orderKey` is the paid line (`<order number>#<line index>`): unique, one package per paid line.
 */
const packageSchema = new Schema(
  {
    userId: { type: String, required: true },
    /**
     * A package bought, or a `session-credit` (paid-cancel.ts): one session given back, its names the
     * session type's (the page says "Session credit" in her language).
     */
    kind: { type: String, enum: ['package', 'session-credit'], default: 'package' },
    /** The package's session type ('package-8'). */
    typeId: { type: String, required: true },
    name: { type: String, required: true },
    nameEs: { type: String, required: true },
    priceCents: { type: Number, required: true },
    /** The session type its credits book ('regular-session'). */
    sessionTypeId: { type: String, required: true },
    credits: { type: Number, required: true },
    validMonths: { type: Number, required: true },
    purchasedAt: { type: Date, required: true },
    validUntil: { type: Date, required: true },
    status: { type: String, enum: ['active', 'refunded'], required: true },
    refundedAt: { type: Date, default: null },
    orderKey: { type: String, required: true },
  },
  { timestamps: true },
);
packageSchema.index({ orderKey: 1 }, { unique: true });
packageSchema.index({ userId: 1, validUntil: 1 });

export type PackageDocument = InferSchemaType<typeof packageSchema> & { _id: Types.ObjectId };
export const PackageModel = model('CarePackage', packageSchema, 'care_packages');
