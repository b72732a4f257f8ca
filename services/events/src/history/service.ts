import type { EventChange, EventChangeAction, MinistryEvent } from '@ministry/contracts/event';
import type { SessionUser } from '@ministry/kit/session';
import { EventChangeModel } from './model';

/** How many changes the history answers at most, newest first. */
export const HISTORY_LIMIT = 200;

export async function recordChange(
  by: SessionUser,
  action: EventChangeAction,
  event: Pick<MinistryEvent, 'id' | 'title'>,
  fields: string[] = [],
): Promise<void> {
  await EventChangeModel.create({
    eventId: event.id,
    eventTitle: event.title,
    action,
    fields,
    userId: by.id,
    username: by.username,
    at: new Date(),
  });
}

export async function listChanges(eventId?: string): Promise<EventChange[]> {
  const changes = await EventChangeModel.find(eventId ? { eventId } : {})
    .sort({ at: -1, _id: -1 })
    .limit(HISTORY_LIMIT)
    .lean();
  return changes.map((change) => ({
    eventId: change.eventId,
    eventTitle: change.eventTitle,
    action: change.action as EventChangeAction,
    fields: change.fields ?? [],
    by: { id: change.userId, username: change.username },
    at: change.at.toISOString(),
  }));
}
