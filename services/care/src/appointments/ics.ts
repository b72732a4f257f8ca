import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';

/**
 * The calendar file sent with an appointment's e-mails (RFC 5546): METHOD:REQUEST when booked or
 * moved, METHOD:CANCEL when canceled. One UID per appointment for its whole life, and a SEQUENCE that
 * grows with each change, so calendars update the same entry instead of adding one.
 */
const UID_DOMAIN = 'womenofpurpose.org';

export const appointmentUid = (appointmentId: string) => `care-${appointmentId}@${UID_DOMAIN}`;

export interface AppointmentCalendar {
  appointmentId: string;
  sequence: number;
  method: 'request' | 'cancel';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  /** The meeting link (virtual) or the ministry's address (in person). */
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  url: string;
  now: Date;
}

export function appointmentCalendar(data: AppointmentCalendar): string {
  const calendar = ical({
    prodId: { company: 'Women of Purpose Ministry', product: 'Care', language: 'EN' },
    method: data.method === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: appointmentUid(data.appointmentId),
    sequence: data.sequence,
    stamp: data.now,
    start: DateTime.fromJSDate(data.startsAt, { zone: MINISTRY_TIME_ZONE }),
    end: DateTime.fromJSDate(data.endsAt, { zone: MINISTRY_TIME_ZONE }),
    timezone: MINISTRY_TIME_ZONE,
    summary: data.summary,
    description: data.description,
    location: data.location,
    url: data.url,
    organizer: data.organizer,
    attendees: [{ name: data.attendee.name, email: data.attendee.email, rsvp: false }],
    status: data.method === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const text = calendar.toString().replace(/(\r\n)?$/, '\r\n');
  const firstEvent = text.indexOf('BEGIN:VEVENT');
  const zone = tzlib_get_ical_block(MINISTRY_TIME_ZONE)[0];
  return firstEvent < 0 ? text : `${text.slice(0, firstEvent)}${zone}\r\n${text.slice(firstEvent)}`;
}
