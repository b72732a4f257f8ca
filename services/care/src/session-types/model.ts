import { model, Schema, type InferSchemaType } from 'mongoose';
import { CARE_BOOKABLE_BY, CARE_CREDIT_KINDS } from '@ministry/contracts/care';
import { PLAN_IDS } from '@ministry/contracts/plans';

/** A kind of session, as data staff can change (seeded on first start, seed.ts). Its id is a slug. */
const sessionTypeSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameEs: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    bookableBy: { type: String, enum: CARE_BOOKABLE_BY, required: true },
    visitorBookable: { type: Boolean, default: false },
    planId: { type: String, enum: [...PLAN_IDS, null], default: null },
    creditKind: { type: String, enum: [...CARE_CREDIT_KINDS, null], default: null },
    monthlyAllowance: { type: Number, default: null },
    packageCredits: { type: Number, default: null },
    packageValidMonths: { type: Number, default: null },
    packageSessionTypeId: { type: String, default: null },
    active: { type: Boolean, default: true },
  },
  { timestamps: true },
);

export type SessionTypeDocument = InferSchemaType<typeof sessionTypeSchema> & { _id: string };
export const SessionTypeModel = model('CareSessionType', sessionTypeSchema, 'care_session_types');
