import {
  formatCalendarDay,
  formatClockTime,
  formatEventHours,
  formatInstantDay,
  formatInstantHours,
  formatInstantMoment,
  formatTimeRange,
  newYorkIso,
  newYorkWallClock,
} from '../datetime';

describe('New York wall clock', () => {
  it('reads an instant as New York does, with its offset in winter and summer', () => {
    expect(newYorkIso('2026-12-05T15:00:00Z')).toBe('2026-12-05T10:00:00-05:00');
    expect(newYorkIso('2030-06-15T14:00:00Z')).toBe('2030-06-15T10:00:00-04:00');
    expect(newYorkWallClock('2030-06-15T03:30:00Z')).toEqual({ day: '2030-06-14', time: '23:30' });
  });

  it('gives null for a value that is not an instant', () => {
    expect(newYorkIso('soon')).toBeNull();
    expect(newYorkWallClock('soon')).toBeNull();
  });
});

describe('days', () => {
  it('writes the New York day of an instant in each style', () => {
    const instant = '2026-12-06T02:00:00Z'; // 9 PM on the 5th in New York
    expect(formatInstantDay(instant, 'en', 'short')).toBe('Sat, Dec 5, 2026');
    expect(formatInstantDay(instant, 'en', 'medium')).toBe('Dec 5, 2026');
    expect(formatInstantDay(instant, 'en', 'long')).toBe('December 5, 2026');
    expect(formatInstantDay(instant, 'en', 'full')).toBe('Saturday, December 5, 2026');
    expect(formatInstantDay(instant, 'es', 'full')).toBe('sábado, 5 de diciembre de 2026');
  });

  it('writes a calendar day the same way, and leaves a value that is not one as it is', () => {
    expect(formatCalendarDay('2026-12-05', 'en', 'short')).toBe('Sat, Dec 5, 2026');
    expect(formatCalendarDay('2026-12-05', 'es', 'long')).toBe('5 de diciembre de 2026');
    expect(formatCalendarDay('someday', 'en', 'full')).toBe('someday');
  });

  it('writes a moment with its time in New York', () => {
    expect(formatInstantMoment(new Date('2026-12-24T00:30:00Z'), 'en')).toBe('December 23, 2026 at 7:30 PM');
    expect(formatInstantMoment('2026-12-24T00:30:00Z', 'en', 'medium')).toBe('Dec 23, 2026, 7:30 PM');
  });
});

describe('hours', () => {
  it('writes clock times and ranges in each language', () => {
    expect(formatClockTime('19:30', 'en')).toBe('7:30 PM');
    expect(formatClockTime('19:30', 'es')).toBe('7:30 p.m.');
    expect(formatClockTime('7:30pm', 'en')).toBe('7:30pm');
    expect(formatTimeRange('19:30', '21:00', 'en')).toBe('7:30 PM – 9:00 PM');
  });

  it('writes an event’s hours from its clock times, or null for an event without them', () => {
    expect(formatEventHours({ startTime: '19:30', endTime: '21:00' }, 'es')).toBe('7:30 p.m. – 9:00 p.m.');
    expect(formatEventHours({ startTime: '19:30', endTime: null }, 'en')).toBe('7:30 PM');
    expect(formatEventHours({ startTime: null }, 'en')).toBeNull();
  });

  it('writes an occurrence’s hours from its instants', () => {
    expect(formatInstantHours('2026-12-05T15:00:00Z', '2026-12-05T21:00:00Z', 'es')).toBe(
      '10:00 a.m. – 4:00 p.m.',
    );
    expect(formatInstantHours('later', 'later', 'en')).toBe('');
  });
});
