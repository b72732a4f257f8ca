import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from 'yup';
import { bookAppointmentSchema, createCounselorSchema, weeklyHoursSchema } from '../care-schemas';
import { isMessageKey, MESSAGES } from '../messages';
import { isCounselorUser, USER_ROLES } from '../user';

const errorsOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('care contracts', () => {
  it('check a booking and a counselor’s hours with catalogue keys', async () => {
    expect(
      await errorsOf(() =>
        bookAppointmentSchema.validate(
          { counselorId: 'x', typeId: 'regular-session', startsAt: 'soon', mode: 'phone', language: 'fr' },
          { abortEarly: false },
        ),
      ),
    ).toEqual(['care.idInvalid', 'care.startsAtInvalid', 'care.modeInvalid', 'care.languageInvalid']);
    expect(
      await errorsOf(() => weeklyHoursSchema.validate({ weekday: 1, start: '12:00', end: '09:00' })),
    ).toEqual(['care.timeRangeInvalid']);
    expect(
      await errorsOf(() =>
        createCounselorSchema.validate({ userId: 'u1', teamSlug: 'ana', languages: [], modes: ['virtual'] }),
      ),
    ).toEqual(['care.languageRequired']);
  });

  it('has every care.* key the service and schemas use in English and Spanish', () => {
    const sources = ['../care-schemas.ts']
      .map((file) => readFileSync(join(__dirname, file), 'utf8'))
      .join('\n');
    const used = new Set(sources.match(/'care\.[A-Za-z]+'/g)!.map((key) => key.slice(1, -1)));
    for (const key of used) expect(isMessageKey(key)).toBe(true);
    for (const [key, texts] of Object.entries(MESSAGES).filter(([key]) => key.startsWith('care.'))) {
      expect([key, texts.en.trim().length > 0, texts.es.trim().length > 0]).toEqual([key, true, true]);
    }
  });

  it('knows the counselor role', () => {
    expect(USER_ROLES).toContain('counselor');
    expect(isCounselorUser({ role: 'counselor' })).toBe(true);
    expect(isCounselorUser({ role: 'admin' })).toBe(false);
  });
});
