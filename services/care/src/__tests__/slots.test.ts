import { freeSlots, newYorkIsoOf, type CounselorHours } from '../appointments/slots';

/** Mondays 9:00–11:00 in New York; no buffer, notice or horizon to speak of. */
const hours = (extra: Partial<CounselorHours> = {}): CounselorHours => ({
  weeklyHours: [{ weekday: 1, start: '09:00', end: '11:00' }],
  exceptions: [],
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonWeeks: 520,
  ...extra,
});
const NOW = new Date('2030-01-01T12:00:00Z');
const starts = (slots: { start: Date }[]) => slots.map((slot) => newYorkIsoOf(slot.start));

describe('freeSlots', () => {
  it('offers 9:00 in New York on both sides of a clock change', () => {
    // New York moves its clocks forward on Sunday 10 March 2030.
    const slots = freeSlots(hours(), {
      durationMinutes: 60,
      now: NOW,
      from: '2030-03-04',
      days: 8,
      busy: [],
    });
    expect(starts(slots)).toEqual([
      '2030-03-04T09:00:00-05:00',
      '2030-03-04T09:30:00-05:00',
      '2030-03-04T10:00:00-05:00',
      '2030-03-11T09:00:00-04:00',
      '2030-03-11T09:30:00-04:00',
      '2030-03-11T10:00:00-04:00',
    ]);
    expect(slots.map((slot) => slot.end.getTime() - slot.start.getTime())).toEqual(Array(6).fill(3_600_000));
  });

  it('steps through hours that span the clock change by elapsed time: 2:00 never exists that night', () => {
    const night = hours({ exceptions: [{ date: '2030-03-10', hours: [{ start: '01:00', end: '04:00' }] }] });
    const slots = freeSlots(night, { durationMinutes: 30, now: NOW, from: '2030-03-10', days: 1, busy: [] });
    expect(starts(slots)).toEqual([
      '2030-03-10T01:00:00-05:00',
      '2030-03-10T01:30:00-05:00',
      '2030-03-10T03:00:00-04:00',
      '2030-03-10T03:30:00-04:00',
    ]);
  });

  it('leaves out the starts within her buffer of an appointment, and those before her notice', () => {
    const busy = [{ start: new Date('2030-03-04T15:00:00Z'), end: new Date('2030-03-04T15:30:00Z') }];
    const options = { durationMinutes: 30, from: '2030-03-04', days: 1, busy };
    // 10:00–10:30 New York is taken; a 15-minute buffer also rules out 9:30 and 10:30.
    expect(starts(freeSlots(hours({ bufferMinutes: 15 }), { ...options, now: NOW }))).toEqual([
      '2030-03-04T09:00:00-05:00',
    ]);
    // At 9:10 with an hour's notice, nothing before 10:10 is offered.
    const late = new Date('2030-03-04T14:10:00Z');
    expect(starts(freeSlots(hours({ minNoticeHours: 1 }), { ...options, now: late }))).toEqual([
      '2030-03-04T10:30:00-05:00',
    ]);
  });
});
