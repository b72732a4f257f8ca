import { expect, test } from '@playwright/test';
import type { Language } from '../support/axe';
import { bookPlanSession, createCounselor, makeGrowthMember, moveAppointmentStart } from '../support/care';
import { readMailbox, waitForMail } from '../support/mail';
import { signInAsNew } from '../support/session';

/**
 * A counseling session's reminders (services/care's pass, every 2 s on the e2e stack): a Growth
 * member books two plan sessions and cancels one; the clock is moved in the data (both sessions now
 * start within 24 hours, then within the hour, as if booked days before), and she gets the 24-hour
 * reminder, then the 1-hour one, in her language, for the session she kept, and none for the other.
 */
test.describe.configure({ timeout: 90_000 });

const SUBJECTS = {
  es: { day: 'Recordatorio: ', hour: 'Comienza pronto: ', canceled: 'Cancelada: ' },
  en: { day: 'Reminder: ', hour: 'Starting soon: ', canceled: 'Canceled: ' },
} satisfies Record<Language, Record<string, string>>;

for (const language of ['es', 'en'] as const satisfies Language[]) {
  test(`a member is reminded a day and an hour before her session, not of a canceled one (${language})`, async ({
    context,
  }) => {
    const subjects = SUBJECTS[language];
    const counselorId = await createCounselor();
    const { username, email } = await signInAsNew(context, 'care_rem_', {
      role: 'member',
      firstName: 'Lucía',
    });
    await makeGrowthMember(username, language);

    const kept = await bookPlanSession(context.request, counselorId, language, 0);
    const dropped = await bookPlanSession(context.request, counselorId, language, 1);
    const canceled = await context.request.post(`/api/care/appointments/${dropped.id}/cancel`);
    expect(canceled.status(), await canceled.text()).toBe(200);
    await waitForMail(email, { match: (mail) => mail.subject.startsWith(subjects.canceled) });

    // Both now start in about 20 hours (the canceled one moved first: the pass that reminds of the
    // kept one has seen it too).
    await moveAppointmentStart(dropped.id, 20 * 60);
    await moveAppointmentStart(kept.id, 20 * 60 + 30);
    const day = await waitForMail(email, { match: (mail) => mail.subject.startsWith(subjects.day) });
    expect(day.language).toBe(language);
    expect(day.text).toContain('María Rodríguez');

    // Then in about 50 minutes.
    await moveAppointmentStart(dropped.id, 50);
    await moveAppointmentStart(kept.id, 50);
    const hour = await waitForMail(email, { match: (mail) => mail.subject.startsWith(subjects.hour) });
    expect(hour.language).toBe(language);
    expect(hour.text).toContain('María Rodríguez');

    // One reminder of each kind: the kept session's alone.
    const reminders = (await readMailbox()).filter(
      (mail) =>
        mail.to.includes(email) &&
        (mail.subject.startsWith(subjects.day) || mail.subject.startsWith(subjects.hour)),
    );
    expect(reminders.map((mail) => mail.file)).toEqual([day.file, hour.file]);
  });
}
