import { model, Schema, type InferSchemaType } from 'mongoose';
import { RECURRING_TYPES, WEEKDAYS } from '@ministry/contracts/event';

/**
 * An event. `date` and `recurringEndDate` are New York calendar days, stored as 12:00 UTC of the day
 * (see time.ts); the clock time is the free text in `time`, read when an instant is needed.
 */
const eventSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    titleEs: { type: String, trim: true, maxlength: 200, default: null },
    category: { type: String, required: true, trim: true, maxlength: 50 },
    date: { type: Date, required: true },
    time: { type: String, required: true, trim: true, maxlength: 100 },
    location: { type: String, required: true, trim: true, maxlength: 300 },
    description: { type: String, required: true, trim: true, maxlength: 5000 },
    descriptionEs: { type: String, trim: true, maxlength: 5000, default: null },
    isRecurring: { type: Boolean, default: false },
    recurringType: { type: String, enum: [...RECURRING_TYPES, null], default: null },
    recurringDays: { type: [String], enum: WEEKDAYS, default: [] },
    recurringEndDate: { type: Date, default: null },
  },
  { timestamps: true },
);
// The lists' order, alone and within a category, read straight from the index.
eventSchema.index({ date: 1, _id: 1 });
eventSchema.index({ category: 1, date: 1, _id: 1 });

export type EventDocument = InferSchemaType<typeof eventSchema>;
export const EventModel = model('Event', eventSchema, 'events');
