import { model, Schema } from 'mongoose';
import { EVENT_CHANGE_ACTIONS } from '@ministry/contracts/event';

/** One change to an event: who made it and when (kept after the event is deleted). */
const eventChangeSchema = new Schema(
  {
    eventId: { type: String, required: true, index: true },
    eventTitle: { type: String, required: true },
    action: { type: String, enum: EVENT_CHANGE_ACTIONS, required: true },
    /** The fields an update changed. */
    fields: { type: [String], default: [] },
    userId: { type: String, required: true },
    username: { type: String, required: true },
    at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const EventChangeModel = model('EventChange', eventChangeSchema, 'event_changes');
