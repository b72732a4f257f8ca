import { model, Schema, type InferSchemaType } from 'mongoose';
import { RECURRING_TYPES, WEEKDAYS } from '@ministry/contracts/event';
import { DEFAULT_SIGNUP } from '@ministry/contracts/event-signup';
import { stampWrites } from '../registrations/pass-gate';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const signupSchema = new Schema(
  {
    enabled: { type: Boolean, default: DEFAULT_SIGNUP.enabled },
    /** Seats per occurrence; null = unlimited. */
    capacity: { type: Number, min: 1, default: null },
    waitlist: { type: Boolean, default: DEFAULT_SIGNUP.waitlist },
    closesHoursBefore: { type: Number, min: 0, default: DEFAULT_SIGNUP.closesHoursBefore },
    /** Only signed-in members may sign up. */
    membersOnly: { type: Boolean, default: false },
  },
  { _id: false },
);

/**
 * An event. `date` and `recurringEndDate` are New York calendar days, stored as 12:00 UTC of the day
 * (see time.ts); `startTime` and `endTime` are New York wall-clock times ('HH:mm'; an end at or before
 * the start is past midnight). Events stored before times were data had a free-text `time`: the
 * migration (migrate.ts) reads it into the two times and keeps the text as `legacyTime`.
 */
const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    titleEs: { type: String, trim: true, maxlength: 200, default: null },
    category: { type: String, required: true, trim: true, maxlength: 50 },
    date: { type: Date, required: true },
    startTime: { type: String, required: true, match: CLOCK },
    endTime: { type: String, required: true, match: CLOCK },
    location: { type: String, required: true, trim: true, maxlength: 300 },
    description: { type: String, required: true, trim: true, maxlength: 5000 },
    descriptionEs: { type: String, trim: true, maxlength: 5000, default: null },
    isRecurring: { type: Boolean, default: false },
    recurringType: { type: String, enum: [...RECURRING_TYPES, null], default: null },
    recurringDays: { type: [String], enum: WEEKDAYS, default: [] },
    recurringEndDate: { type: Date, default: null },
    signup: { type: signupSchema, default: () => ({ ...DEFAULT_SIGNUP }) },
    /** Paid places (`EventPricing` of @ministry/contracts/event-pricing, validated by its schema); null: free. */
    pricing: { type: Schema.Types.Mixed, default: null },
    /** Canceled days of a recurring event ('YYYY-MM-DD'). */
    excludedDates: { type: [String], default: [] },
    /** The free text an old event had before the migration (kept, never sent). */
    legacyTime: { type: String, private: true },
  },
  { timestamps: true },
);
// The lists' order, alone and within a category, read straight from the index.
eventSchema.index({ date: 1, _id: 1 });
eventSchema.index({ category: 1, date: 1, _id: 1 });

// A changed or deleted event may leave sign-ups to settle: the reminder pass then runs (pass-gate.ts).
stampWrites(eventSchema);

export type EventDocument = InferSchemaType<typeof eventSchema>;
export const EventModel = model('Event', eventSchema, 'events');
