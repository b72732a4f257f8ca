import { formatDay, formatEventTime, upcomingEvents } from '../features/events/event-days';
import { makeEvent } from './fixtures';

describe('upcomingEvents', () => {
  it('keeps events still to come, soonest first (recurring ones by their next day), at most n', () => {
    const events = [
      makeEvent('past', 'Past Workshop', '2025-02-01'),
      makeEvent('late', 'Retreat', '2025-06-01'),
      makeEvent('weekly', 'Prayer Group', '2025-01-07', {
        isRecurring: true,
        recurringType: 'weekly',
        recurringDays: ['tuesday'],
      }),
      makeEvent('soon', 'Bible Study', '2025-03-12'),
      makeEvent('later', 'Book Club', '2025-04-01'),
    ];
    const upcoming = upcomingEvents(events, '2025-03-10', 3);
    expect(upcoming.map((entry) => [entry.event.id, entry.day])).toEqual([
      ['weekly', '2025-03-11'],
      ['soon', '2025-03-12'],
      ['later', '2025-04-01'],
    ]);
  });

  it('shows a calendar day the same in every time zone', () => {
    expect(formatDay('2025-03-04', 'en')).toBe('Tue, Mar 4, 2025');
    expect(formatDay('2025-03-04', 'es')).toMatch(/4 de mar/);
  });
});

describe('formatEventTime', () => {
  it('reads an event’s hours in the admin’s language, and an older event’s text as it is', () => {
    const timed = makeEvent('e', 'Retreat', '2025-03-04', { startTime: '19:30', endTime: '21:00' });
    expect(formatEventTime(timed, 'en')).toBe('7:30 PM – 9:00 PM');
    expect(formatEventTime(timed, 'es')).toBe('7:30 p.m. – 9:00 p.m.');
    expect(formatEventTime(makeEvent('o', 'Older', '2025-03-04'), 'es')).toBe('7:00 PM – 8:30 PM');
  });
});
