import { nextEventDay, recurrenceOf } from '../event';
import { localeOf } from '../language';
import { formatCents } from '../money';
import { dayOfInstant, todayInNewYork } from '../calendar-day';

describe('domain helpers shared by the services and the remotes', () => {
  it('formats dollars with two decimals in either language', () => {
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(123450, 'en')).toBe('$1,234.50');
    expect(formatCents(123450, 'es')).toBe(
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    // Written out by hand: the same as Intl's US English and US Spanish for any amount in cents.
    for (const language of ['en', 'es'] as const) {
      const intl = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
      for (const cents of [0, 1, 5, 99, 100, 4900, 99999, 100000, 123456789, -1, -550, -123456]) {
        expect(formatCents(cents, language)).toBe(intl.format(cents / 100));
      }
    }
    expect(localeOf('es')).toBe('es-US');
    expect(localeOf('en')).toBe('en-US');
  });

  it('finds the New York day of an instant, late at night there included', () => {
    // 03:30 UTC on 1 March is still 28 February in New York.
    expect(dayOfInstant('2030-03-01T03:30:00Z')).toBe('2030-02-28');
    expect(todayInNewYork(new Date('2030-03-01T05:30:00Z'))).toBe('2030-03-01');
  });

  it('reads an event’s recurrence from API dates or stored dates alike', () => {
    const fromApi = {
      date: '2030-01-07T12:00:00.000Z',
      isRecurring: true,
      recurringType: 'weekly' as const,
      recurringDays: [],
      recurringEndDate: '2030-01-31T12:00:00.000Z',
    };
    const stored = {
      ...fromApi,
      date: new Date(fromApi.date),
      recurringEndDate: new Date(fromApi.recurringEndDate),
    };
    expect(recurrenceOf(fromApi)).toEqual({
      start: '2030-01-07',
      isRecurring: true,
      recurringType: 'weekly',
      recurringDays: [],
      until: '2030-01-31',
      except: [],
    });
    expect(recurrenceOf(stored)).toEqual(recurrenceOf(fromApi));
    expect(nextEventDay(fromApi, '2030-01-08')).toBe('2030-01-14');
    expect(nextEventDay(fromApi, '2030-02-01')).toBeNull();
  });
});
