import type { MinistryEvent } from '@ministry/contracts/event';
import { EventModel } from './model';

/** Every event, earliest first. */
export async function listEvents(): Promise<MinistryEvent[]> {
  const events = await EventModel.find().sort({ date: 1, _id: 1 });
  return events.map((event) => event.toJSON() as unknown as MinistryEvent);
}
