import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { APPOINTMENT_STATUSES, CARE_MODES } from '@ministry/contracts/care';
import { LANGUAGES } from '@ministry/contracts/language';
import { sealedTextSchema } from '../text-crypto';

/**
 * One appointment of a member with a counselor. `version` grows when it is moved (the reminders'
 * outbox keys carry it, so a moved appointment is reminded at its new time only); `sequence` grows on
 * every change its calendar file tells (the ICS SEQUENCE). Confidential texts are sealed.
 */
const appointmentSchema = new Schema(
  {
    counselorId: { type: String, required: true },
    /** Her account; null for a visitor's booking (no account: `visitorTokenHash` is her key to it). */
    userId: { type: String, default: null },
    typeId: { type: String, required: true },
    mode: { type: String, enum: CARE_MODES, required: true },
    language: { type: String, enum: LANGUAGES, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    status: { type: String, enum: APPOINTMENT_STATUSES, required: true },
    priceCents: { type: Number, required: true },
    holdExpiresAt: { type: Date, default: null },
    paymentRef: { type: String, default: null },
    /** The shop's checkout holding it for an order (`<order number>#<line>`: checkout/service.ts). */
    holdKey: { type: String, default: null },
    version: { type: Number, default: 1 },
    sequence: { type: Number, default: 0 },
    /** When it was booked or last moved (a reminder is not sent right after a confirmation). */
    scheduledAt: { type: Date, required: true },
    /**
     * The plan credit it uses (`<user>:<periodStart>:<kind>:<n>`) and how to find the period of another
     * time; or a package's (kind 'package', periodStart `package:<id>`, no anchor: packages/service.ts).
     */
    credit: {
      type: new Schema(
        { useId: String, kind: String, periodStart: String, anchor: Date, allowance: Number },
        { _id: false },
      ),
      default: null,
    },
    /** For the e-mails (identity's answer at booking; her language is kept as the rule gave it). */
    memberName: { type: String, required: true },
    memberEmail: { type: String, required: true },
    /** A visitor's booking: sha256 (hex) of the secret part of the link e-mailed to her (visitor.ts). */
    visitorTokenHash: { type: String, default: null },
    intake: { type: sealedTextSchema, default: null },
    notes: { type: sealedTextSchema, default: null },
    textsDeletedAt: { type: Date, default: null },
    seriesId: { type: String, default: null },
    /** The version each reminder was put in the outbox for. */
    reminded24h: { type: Number, default: null },
    reminded1h: { type: Number, default: null },
    canceledAt: { type: Date, default: null },
    canceledBy: { type: String, default: null },
    /** When the counselor marked attended or no-show. */
    attendanceMarkedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
appointmentSchema.index({ counselorId: 1, startsAt: 1 });
appointmentSchema.index({ userId: 1, startsAt: 1 });
appointmentSchema.index({ status: 1, startsAt: 1 });

export type AppointmentDocument = InferSchemaType<typeof appointmentSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const AppointmentModel = model('CareAppointment', appointmentSchema, 'care_appointments');

/**
 * One plan or package credit used: `_id` `<userId>:<periodStart>:<kind>:<n>`, inserted for the first
 * free n up to the allowance (a package's: periodStart `package:<id>`, kind 'package'). The primary key makes it exact: of two bookings at once, one takes the last credit.
 * A cancel before the cut-off deletes it (the credit returns).
 */
const creditUseSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Her account; null for a visitor's booking (no account: `visitorTokenHash` is her key to it). */
    userId: { type: String, default: null },
    periodStart: { type: String, required: true },
    kind: { type: String, required: true },
    appointmentId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
creditUseSchema.index({ userId: 1, periodStart: 1 });
export const CreditUseModel = model('CareCreditUse', creditUseSchema, 'care_credit_uses');

/** Counselors' agendas sent: `<counselorId>:<date>`, so a pass asks identity once a day per counselor. */
const agendaSentSchema = new Schema(
  { _id: { type: String, required: true }, at: Date },
  { versionKey: false },
);
export const AgendaSentModel = model('CareAgendaSent', agendaSentSchema, 'care_agendas_sent');
