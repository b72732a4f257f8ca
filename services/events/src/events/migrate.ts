import mongoose from 'mongoose';
import { DEFAULT_SIGNUP } from '@ministry/contracts/event-signup';
import type { Logger } from '@ministry/kit/logger';
import { EventModel } from './model';
import { UNREADABLE_TIMES } from './service';
import { timesFromText } from './time';

interface OldEvent {
  _id: mongoose.Types.ObjectId;
  time?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * Events stored before times were data carry a free-text `time` ('7:00 PM – 8:30 PM'). At start each
 * one gets `startTime` and `endTime` read from it with the calendar's own parser (a missing end is the
 * start + 1 h 30), and the text moves to `legacyTime`; events without sign-up settings get the default
 * (off). Idempotent, and safe with two instances at once: every write sets values computed from the
 * document alone, so two instances write the same thing, and a migrated event no longer matches.
 * A text without a readable start ('TBA') gets 09:00–10:30 and is logged for an editor to fix.
 */
export async function migrateEvents(logger?: Pick<Logger, 'warn' | 'info'>): Promise<number> {
  const collection = EventModel.collection;
  const old = await collection
    .find<OldEvent>({ time: { $exists: true } }, { projection: { time: 1, startTime: 1, endTime: 1 } })
    .toArray();
  let migrated = 0;
  for (const event of old) {
    const set: Record<string, unknown> = { legacyTime: event.time ?? '' };
    if (!event.startTime || !event.endTime) {
      const read = timesFromText(event.time);
      if (!read)
        logger?.warn('event time text not readable: set to 09:00–10:30, please correct it', {
          eventId: String(event._id),
          time: event.time,
        });
      Object.assign(set, read ?? UNREADABLE_TIMES);
    }
    const result = await collection.updateOne(
      { _id: event._id, time: { $exists: true } },
      { $set: set, $unset: { time: '' } },
    );
    migrated += result.modifiedCount;
  }
  await collection.updateMany({ signup: { $exists: false } }, { $set: { signup: { ...DEFAULT_SIGNUP } } });
  await collection.updateMany({ excludedDates: { $exists: false } }, { $set: { excludedDates: [] } });
  if (migrated) logger?.info('events migrated to start and end times', { count: migrated });
  return migrated;
}
