import { ValidationError } from 'yup';
import { eventInputSchema } from '../event-input';
import { translateMessage } from '../messages';

const valid = {
  title: 'Evening Bible Study',
  date: '2025-03-11',
  startTime: '19:00',
  endTime: '20:30',
  location: 'Ministry Center',
  description: 'Reading Scripture together.',
  category: 'bible-study',
};

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  try {
    await eventInputSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('eventInputSchema', () => {
  it('requires every field with its own message, in both languages', async () => {
    const errors = await errorsOf({
      title: ' ',
      date: '',
      startTime: '',
      endTime: '',
      location: '',
      description: '',
      category: '',
    });
    expect(
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateMessage(v, 'en')])),
    ).toEqual({
      title: 'Title is required',
      date: 'Date is required',
      startTime: 'Time is required',
      endTime: 'End time is required',
      location: 'Location is required',
      description: 'Description is required',
      category: 'Category is required',
    });
    expect(translateMessage(errors.date!, 'es')).toBe('La fecha es obligatoria');
  });

  it('reads a date-picker day as that calendar day, whatever the time zone', async () => {
    const event = await eventInputSchema.validate(valid);
    expect(event.date.toISOString()).toBe('2025-03-11T12:00:00.000Z');
    expect(event.isRecurring).toBe(false);
    expect(event.recurringDays).toEqual([]);
    expect(event.recurringType).toBeNull();
    expect(event.recurringEndDate).toBeNull();
  });

  it('refuses days that do not exist and unknown recurrence values', async () => {
    expect(await errorsOf({ ...valid, date: '2025-02-30' })).toEqual({ date: 'event.dateInvalid' });
    expect(
      await errorsOf({ ...valid, isRecurring: true, recurringType: 'daily', recurringDays: ['funday'] }),
    ).toEqual({
      recurringType: 'event.recurringTypeInvalid',
      'recurringDays[0]': 'event.recurringDayInvalid',
    });
  });

  it('takes an empty end date or repeat as none', async () => {
    const event = await eventInputSchema.validate({ ...valid, recurringEndDate: '', recurringType: '' });
    expect(event.recurringEndDate).toBeNull();
    expect(event.recurringType).toBeNull();
  });

  it('refuses a recurring end date before the date, and keeps it on the same day', async () => {
    const recurring = { ...valid, isRecurring: true, recurringType: 'weekly', recurringDays: ['tuesday'] };
    expect(await errorsOf({ ...recurring, recurringEndDate: '2025-03-10' })).toEqual({
      recurringEndDate: 'event.endBeforeStart',
    });
    expect(await errorsOf({ ...recurring, recurringEndDate: '2025-03-11' })).toEqual({});
  });

  it('accepts other categories as lowercase names (they show grey)', async () => {
    expect((await eventInputSchema.validate({ ...valid, category: 'Book-Club' })).category).toBe('book-club');
    expect(await errorsOf({ ...valid, category: 'book club!' })).toEqual({
      category: 'event.categoryInvalid',
    });
  });

  it('takes times as HH:mm (what time pickers give), past midnight allowed, never equal', async () => {
    const event = await eventInputSchema.validate({ ...valid, startTime: '9:05', endTime: '21:30:00' });
    expect([event.startTime, event.endTime]).toEqual(['09:05', '21:30']);
    expect(await errorsOf({ ...valid, startTime: '22:00', endTime: '01:00' })).toEqual({});
    expect(await errorsOf({ ...valid, startTime: '7:00 PM', endTime: '24:00' })).toEqual({
      startTime: 'event.timeInvalid',
      endTime: 'event.timeInvalid',
    });
    expect(await errorsOf({ ...valid, startTime: '19:00', endTime: '19:00' })).toEqual({
      endTime: 'event.endTimeSameAsStart',
    });
    expect(translateMessage('event.endTimeSameAsStart', 'es')).toBe(
      'La hora de finalización debe ser distinta de la hora de inicio',
    );
  });

  it('has sign-up off by default, and takes seats as a positive whole number or unlimited', async () => {
    expect((await eventInputSchema.validate(valid)).signup).toEqual({
      enabled: false,
      capacity: null,
      waitlist: false,
      closesHoursBefore: 0,
      membersOnly: false,
    });
    const on = await eventInputSchema.validate({
      ...valid,
      signup: { enabled: true, capacity: '20', waitlist: true, closesHoursBefore: 48, membersOnly: true },
    });
    expect(on.signup).toEqual({
      enabled: true,
      capacity: 20,
      waitlist: true,
      closesHoursBefore: 48,
      membersOnly: true,
    });
    expect(
      (await eventInputSchema.validate({ ...valid, signup: { enabled: true, capacity: '' } })).signup
        .capacity,
    ).toBeNull();
    for (const capacity of [0, -3, 2.5, 'many', 10_001]) {
      expect(await errorsOf({ ...valid, signup: { enabled: true, capacity } })).toEqual({
        'signup.capacity': 'event.capacityInvalid',
      });
    }
    for (const closesHoursBefore of [-1, 1.5, 721, 'soon']) {
      expect(await errorsOf({ ...valid, signup: { enabled: true, closesHoursBefore } })).toEqual({
        'signup.closesHoursBefore': 'event.closesHoursInvalid',
      });
    }
  });
});
