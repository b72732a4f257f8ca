import {
  nextOccurrenceDay,
  occurrenceDays,
  occursOn,
  parseEventTime,
  type RecurrenceRule,
} from '../recurrence';
import {
  addDays,
  addMonths,
  calendarDayIn,
  daysBetween,
  isCalendarDay,
  monthGrid,
  weekdayNameOf,
} from '../calendar-day';

const weekly = (start: string, days: string[], until: string | null = null): RecurrenceRule => ({
  start,
  isRecurring: true,
  recurringType: 'weekly',
  recurringDays: days,
  until,
});

describe('calendar days', () => {
  it('knows which strings are real days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-04-31')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay(20250101)).toBe(false);
  });

  it('adds days across months, years and the daylight-saving changes', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', 1)).toBe('2025-11-03');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });

  it('moves whole months for navigation, clamping to short months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
  });

  it('shows six whole weeks, Sunday first, around a month', () => {
    // March 2025 starts on a Saturday.
    expect(monthGrid('2025-03-20')).toEqual({ first: '2025-02-23', last: '2025-04-05' });
    expect(weekdayNameOf('2025-02-23')).toBe('sunday');
  });

  it('reads the New York day of an instant, not the UTC one', () => {
    // 02:30 UTC on 11 March is still the evening of 10 March in New York.
    expect(calendarDayIn(new Date('2025-03-11T02:30:00Z'))).toBe('2025-03-10');
    expect(calendarDayIn(new Date('2025-03-11T12:00:00Z'))).toBe('2025-03-11');
  });
});

describe('occurrenceDays', () => {
  it('gives a single event once, inside the window only', () => {
    const rule = { start: '2025-05-10', isRecurring: false };
    expect(occurrenceDays(rule, '2025-05-01', '2025-05-31')).toEqual(['2025-05-10']);
    expect(occurrenceDays(rule, '2025-05-10', '2025-05-10')).toEqual(['2025-05-10']);
    expect(occurrenceDays(rule, '2025-05-11', '2025-05-31')).toEqual([]);
  });

  it('repeats weekly on several weekdays, from the start date on', () => {
    // 2025-03-04 is a Tuesday.
    expect(occurrenceDays(weekly('2025-03-04', ['tuesday', 'thursday']), '2025-03-01', '2025-03-16')).toEqual(
      ['2025-03-04', '2025-03-06', '2025-03-11', '2025-03-13'],
    );
  });

  it('keeps the weekday across both daylight-saving changes', () => {
    // DST starts 9 March 2025 and ends 2 November 2025 in New York.
    const rule = weekly('2025-03-02', ['sunday']);
    expect(occurrenceDays(rule, '2025-03-01', '2025-03-20')).toEqual([
      '2025-03-02',
      '2025-03-09',
      '2025-03-16',
    ]);
    expect(occurrenceDays(rule, '2025-10-25', '2025-11-10')).toEqual([
      '2025-10-26',
      '2025-11-02',
      '2025-11-09',
    ]);
    for (const day of occurrenceDays(rule, '2025-01-01', '2025-12-31'))
      expect(weekdayNameOf(day)).toBe('sunday');
  });

  it('counts the start date only when its weekday is listed', () => {
    // 2025-03-03 is a Monday; the series is on Tuesdays.
    expect(occurrenceDays(weekly('2025-03-03', ['tuesday']), '2025-03-01', '2025-03-12')).toEqual([
      '2025-03-04',
      '2025-03-11',
    ]);
  });

  it("repeats on the start date's weekday when no day is listed (and when the type is missing)", () => {
    expect(occurrenceDays(weekly('2025-03-05', []), '2025-03-01', '2025-03-20')).toEqual([
      '2025-03-05',
      '2025-03-12',
      '2025-03-19',
    ]);
    expect(occurrenceDays({ start: '2025-03-05', isRecurring: true }, '2025-03-06', '2025-03-13')).toEqual([
      '2025-03-12',
    ]);
  });

  it('includes the end date and nothing after it', () => {
    const rule = weekly('2025-03-04', ['tuesday', 'thursday'], '2025-03-11');
    expect(occurrenceDays(rule, '2025-03-01', '2025-03-31')).toEqual([
      '2025-03-04',
      '2025-03-06',
      '2025-03-11',
    ]);
    expect(occurrenceDays(rule, '2025-03-12', '2025-03-31')).toEqual([]);
  });

  it('skips months without the 31st for a monthly event on the 31st', () => {
    const rule: RecurrenceRule = { start: '2025-01-31', isRecurring: true, recurringType: 'monthly' };
    expect(occurrenceDays(rule, '2025-01-01', '2025-12-31')).toEqual([
      '2025-01-31',
      '2025-03-31',
      '2025-05-31',
      '2025-07-31',
      '2025-08-31',
      '2025-10-31',
      '2025-12-31',
    ]);
  });

  it('repeats monthly on the same day of the month until an inclusive end date', () => {
    const rule: RecurrenceRule = {
      start: '2025-01-15',
      isRecurring: true,
      recurringType: 'monthly',
      until: '2025-04-15',
    };
    expect(occurrenceDays(rule, '2024-12-01', '2025-12-31')).toEqual([
      '2025-01-15',
      '2025-02-15',
      '2025-03-15',
      '2025-04-15',
    ]);
  });

  it('has a yearly event on 29 February only in leap years', () => {
    const rule: RecurrenceRule = { start: '2024-02-29', isRecurring: true, recurringType: 'yearly' };
    expect(occurrenceDays(rule, '2024-01-01', '2033-12-31')).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
    expect(occurrenceDays(rule, '2025-02-01', '2025-03-31')).toEqual([]);
  });

  it('repeats yearly on the same day, ignoring the weekday list', () => {
    const rule: RecurrenceRule = {
      start: '2025-06-14',
      isRecurring: true,
      recurringType: 'yearly',
      recurringDays: ['monday'],
      until: '2027-06-14',
    };
    expect(occurrenceDays(rule, '2025-01-01', '2030-12-31')).toEqual([
      '2025-06-14',
      '2026-06-14',
      '2027-06-14',
    ]);
  });

  it('gives nothing before the start', () => {
    expect(occurrenceDays(weekly('2025-06-03', ['tuesday']), '2025-05-01', '2025-06-02')).toEqual([]);
  });
});

describe('nextOccurrenceDay', () => {
  it('finds the next day of each kind of series', () => {
    expect(nextOccurrenceDay(weekly('2025-03-04', ['tuesday', 'thursday']), '2025-03-07')).toBe('2025-03-11');
    expect(
      nextOccurrenceDay({ start: '2025-01-31', isRecurring: true, recurringType: 'monthly' }, '2025-04-01'),
    ).toBe('2025-05-31');
    expect(
      nextOccurrenceDay({ start: '2024-02-29', isRecurring: true, recurringType: 'yearly' }, '2024-03-01'),
    ).toBe('2028-02-29');
    expect(nextOccurrenceDay({ start: '2025-03-04', isRecurring: false }, '2025-03-01')).toBe('2025-03-04');
  });

  it('is null once a series or a single event is over', () => {
    expect(nextOccurrenceDay(weekly('2025-03-04', ['tuesday'], '2025-03-11'), '2025-03-12')).toBeNull();
    expect(nextOccurrenceDay({ start: '2025-03-04', isRecurring: false }, '2025-03-05')).toBeNull();
  });
});

describe('canceled days (except)', () => {
  it('leaves them out of the series, and the next day skips past them', () => {
    const rule = { ...weekly('2025-03-04', ['tuesday']), except: ['2025-03-11', '2025-03-18'] };
    expect(occurrenceDays(rule, '2025-03-01', '2025-03-31')).toEqual(['2025-03-04', '2025-03-25']);
    expect(occursOn(rule, '2025-03-11')).toBe(false);
    expect(occursOn(rule, '2025-03-25')).toBe(true);
    expect(occursOn(rule, '2025-02-30')).toBe(false);
    expect(nextOccurrenceDay(rule, '2025-03-05')).toBe('2025-03-25');
    expect(
      nextOccurrenceDay({ start: '2025-03-04', isRecurring: false, except: ['2025-03-04'] }, '2025-03-01'),
    ).toBeNull();
    // Every remaining day canceled: none left, and the search ends.
    const ended = {
      ...weekly('2025-03-04', ['tuesday'], '2025-03-11'),
      except: ['2025-03-04', '2025-03-11'],
    };
    expect(nextOccurrenceDay(ended, '2025-03-01')).toBeNull();
  });
});

describe('parseEventTime', () => {
  it.each([
    ['7:00 PM – 8:30 PM', { start: { hour: 19, minute: 0 }, end: { hour: 20, minute: 30 } }],
    ['10:00 AM – 1:00 PM', { start: { hour: 10, minute: 0 }, end: { hour: 13, minute: 0 } }],
    ['10am-11:30am', { start: { hour: 10, minute: 0 }, end: { hour: 11, minute: 30 } }],
    ['7-8:30pm', { start: { hour: 19, minute: 0 }, end: { hour: 20, minute: 30 } }],
    ['11 - 1 pm', { start: { hour: 11, minute: 0 }, end: { hour: 13, minute: 0 } }],
    ['19:00 – 20:30', { start: { hour: 19, minute: 0 }, end: { hour: 20, minute: 30 } }],
    ['de 6:30 p. m. a 8 p. m.', { start: { hour: 18, minute: 30 }, end: { hour: 20, minute: 0 } }],
    ['12:00 PM - 12:45 PM', { start: { hour: 12, minute: 0 }, end: { hour: 12, minute: 45 } }],
    ['10:00 PM – 1:00 AM', { start: { hour: 22, minute: 0 }, end: { hour: 1, minute: 0 } }],
    ['9am', { start: { hour: 9, minute: 0 }, end: null }],
    ['Starts at 7:30 PM', { start: { hour: 19, minute: 30 }, end: null }],
  ])('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });

  it.each(['All day', 'TBA', '', 'Groups of 8 to 12', '25:00', '13 PM'])(
    'gives up on %j (all day)',
    (text) => {
      expect(parseEventTime(text)).toBeNull();
    },
  );
});
