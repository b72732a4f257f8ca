import { model, Schema } from 'mongoose';

/** The one document of staff's prayer-group details (`_id` PRAYER_GROUP_ID), replaced as a whole. */
export const PRAYER_GROUP_ID = 'prayer-group';

const prayerGroupSchema = new Schema(
  {
    _id: { type: String, required: true },
    url: { type: String, required: true },
    when: { type: String, required: true },
    whenEs: { type: String, required: true },
    note: { type: String, default: '' },
    noteEs: { type: String, default: '' },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const PrayerGroupModel = model('PrayerGroup', prayerGroupSchema, 'prayer_group');
