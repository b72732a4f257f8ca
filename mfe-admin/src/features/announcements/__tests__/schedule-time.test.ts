import { isoToNewYorkLocal, newYorkLocalToIso } from '../schedule-time';

describe('New York times typed in the admin', () => {
  it('reads a typed time as New York’s, in winter and in summer', () => {
    expect(newYorkLocalToIso('2030-03-04T09:30')).toBe('2030-03-04T14:30:00.000Z');
    expect(newYorkLocalToIso('2030-07-04T09:30')).toBe('2030-07-04T13:30:00.000Z');
    // The day the clocks go forward (10 March 2030): the afternoon is already on daylight time.
    expect(newYorkLocalToIso('2030-03-10T15:00')).toBe('2030-03-10T19:00:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(newYorkLocalToIso('')).toBeNull();
    expect(newYorkLocalToIso('2030-02-30T09:00')).toBeNull();
    expect(newYorkLocalToIso('tomorrow')).toBeNull();
  });

  it('shows a stored instant as New York’s wall clock', () => {
    expect(isoToNewYorkLocal('2030-03-04T14:30:00.000Z')).toBe('2030-03-04T09:30');
    expect(isoToNewYorkLocal(null)).toBe('');
  });
});
