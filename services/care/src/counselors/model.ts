import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { CARE_DEFAULTS, CARE_MODES } from '@ministry/contracts/care';
import { LANGUAGES } from '@ministry/contracts/language';

/**
 * A counselor: a user with the counselor role, shown on the site as a team member of the site content
 * (`teamSlug`: her name, picture and biography are read by the frontend from there). Her hours are
 * New York wall-clock times.
 */
const counselorSchema = new Schema(
  {
    userId: { type: String, required: true },
    teamSlug: { type: String, required: true },
    languages: { type: [String], enum: LANGUAGES, default: [] },
    modes: { type: [String], enum: CARE_MODES, default: [] },
    weeklyHours: {
      type: [{ _id: false, weekday: Number, start: String, end: String }],
      default: [],
    },
    exceptions: {
      type: [
        {
          _id: false,
          date: String,
          hours: { type: [{ _id: false, start: String, end: String }], default: undefined },
        },
      ],
      default: [],
    },
    /** Only the booked member and the counselor see it. */
    meetingLink: { type: String, default: null },
    bufferMinutes: { type: Number, default: CARE_DEFAULTS.bufferMinutes },
    minNoticeHours: { type: Number, default: CARE_DEFAULTS.minNoticeHours },
    horizonWeeks: { type: Number, default: CARE_DEFAULTS.horizonWeeks },
    /** She also mentors (staff match mentoring requests with her). */
    mentor: { type: Boolean, default: false },
    active: { type: Boolean, default: true },
  },
  { timestamps: true },
);
counselorSchema.index({ userId: 1 }, { unique: true });

export type CounselorDocument = InferSchemaType<typeof counselorSchema> & { _id: Types.ObjectId };
export const CounselorModel = model('CareCounselor', counselorSchema, 'counselors');
