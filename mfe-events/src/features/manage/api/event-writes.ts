import type { MinistryEvent } from '@ministry/contracts/event';
import { apiSend } from '@ministry/platform/api';
import { EVENTS_KEY } from '../../events';
import type { EventPayload } from '../form-values';

export function createEvent(payload: EventPayload): Promise<MinistryEvent> {
  return apiSend<MinistryEvent>('POST', EVENTS_KEY, payload);
}

export function updateEvent(id: string, payload: EventPayload): Promise<MinistryEvent> {
  return apiSend<MinistryEvent>('PATCH', `${EVENTS_KEY}/${encodeURIComponent(id)}`, payload);
}

export function deleteEvent(id: string): Promise<unknown> {
  return apiSend('DELETE', `${EVENTS_KEY}/${encodeURIComponent(id)}`);
}
