import { expect, test, type Page } from '@playwright/test';
import type { CounselorProfile, Slot } from '@ministry/contracts/care';
import type { User } from '@ministry/contracts/user';
import { markEmailVerified } from '../support/giving';
import { signInAs, signInAsNew, uniqueName } from '../support/session';

const toast = (page: Page) => page.getByTestId('toast');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A New York calendar day `days` from today ('2026-12-16'). */
function newYorkDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

test('an admin makes a counselor; she sets her hours and sees a booking in New York time', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsNew(page.context(), 'careadm', { role: 'admin', firstName: 'Grace', lastName: 'Staff' });
  const counselorName = uniqueName('hope');
  const counselorContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    // She has an account (a member for now), and her session stays open through the change.
    await signInAs(counselorContext, {
      username: counselorName,
      role: 'member',
      firstName: 'Hope',
      lastName: 'Counselor',
    });
    const counselorPage = await counselorContext.newPage();

    // The admin gives her the role Counselor in the Users tab.
    await page.goto('/admin?tab=users');
    await page.getByRole('searchbox').fill(counselorName);
    const userRow = page.locator(`[data-testid="user-row"][data-username="${counselorName}"]`);
    const role = userRow.getByRole('combobox', { name: 'Role for Hope Counselor' });
    await expect(role.getByRole('option', { name: 'Counselor' })).toHaveCount(1);
    await role.selectOption('counselor');
    await expect(toast(page)).toContainText('Role updated');
    const users = (await (await page.request.get('/api/admin/users')).json()) as User[];
    const userId = users.find((user) => user.username === counselorName)!.id;

    // …and opens her counselor profile in the Care tab.
    await page.goto('/admin?tab=care');
    await page.getByRole('button', { name: 'Add counselor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New counselor profile' });
    await dialog.getByLabel('Account (role Counselor)').selectOption(userId);
    await dialog.getByLabel('Team member').selectOption({ index: 1 });
    await dialog.getByLabel('Spanish').check();
    await dialog.getByRole('button', { name: 'Create profile' }).click();
    await expect(toast(page)).toContainText('Counselor profile created');
    await expect(dialog).toBeHidden();
    const counselorRow = page.getByTestId('care-counselor').filter({ hasText: `@${counselorName}` });
    await expect(counselorRow).toContainText('Active');
    const counselors = (await (await page.request.get('/api/admin/care/counselors')).json()) as {
      counselors: CounselorProfile[];
    };
    const counselorId = counselors.counselors.find((entry) => entry.userId === userId)!.id;

    // She signs in: the Care tab alone, her workspace.
    await counselorPage.goto('/admin');
    await expect(counselorPage.getByRole('tab')).toHaveCount(1);
    await expect(counselorPage.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
    await expect(counselorPage.getByRole('heading', { name: 'My appointments' })).toBeVisible();
    await expect(counselorPage.getByText('No appointments today.')).toBeVisible();

    // Her hours: Monday to Friday, 9:00 to 17:00, and a day off in two weeks.
    const hours = counselorPage.getByTestId('care-hours-form');
    for (const day of WEEKDAYS) {
      await hours.getByRole('button', { name: `Add hours ${day}` }).click();
      await hours.getByLabel(`From ${day} 1`).fill('09:00');
      await hours.getByLabel(`To ${day} 1`).fill('17:00');
    }
    const dayOff = newYorkDay(14);
    await hours.getByRole('button', { name: 'Add an exception' }).click();
    await hours.getByLabel('Date', { exact: true }).fill(dayOff);
    await expect(hours.getByLabel(`Day off ${dayOff}`)).toBeChecked();
    await hours.getByRole('button', { name: 'Save my hours' }).click();
    await expect(toast(counselorPage)).toContainText('Your hours were saved');
    const own = (await (
      await counselorPage.request.get('/api/care/counselor/profile')
    ).json()) as CounselorProfile;
    expect(own.weeklyHours).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    );
    expect(own.exceptions).toEqual([{ date: dayOff }]);

    // A verified member books her first free time through the API.
    const member = await signInAsNew(memberContext, 'caremem', {
      role: 'member',
      firstName: 'Ruth',
      lastName: 'Booker',
    });
    await markEmailVerified(member.username);
    const slotsAnswer = await memberContext.request.get(
      `/api/care/slots?typeId=initial-consultation&counselorId=${counselorId}&days=7`,
    );
    expect(slotsAnswer.status()).toBe(200);
    const [slot] = ((await slotsAnswer.json()) as { slots: Slot[] }).slots;
    expect(slot).toBeDefined();
    const booked = await memberContext.request.post('/api/care/appointments', {
      data: {
        counselorId,
        typeId: 'initial-consultation',
        startsAt: slot!.startsAt,
        mode: 'virtual',
        language: 'en',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // Her agenda: the member's name and the time in New York time; nothing to mark before it starts.
    await counselorPage.reload();
    const row = counselorPage.getByTestId('care-appointment').filter({ hasText: 'Ruth Booker' });
    await expect(row).toBeVisible();
    const newYorkTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    }).format(new Date(slot!.startsAt));
    await expect(row).toContainText(newYorkTime);
    await expect(row).toContainText('(New York time)');
    await expect(row).toContainText('Initial consultation');
    await expect(row.getByRole('button', { name: /^Attended/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Move Ruth Booker/ })).toBeVisible();

    // Staff see it too, among every counselor's appointments this week.
    await page.reload();
    await expect(
      page.getByTestId('care-staff-appointments').getByRole('row').filter({ hasText: 'Ruth Booker' }),
    ).toContainText(newYorkTime);
  } finally {
    await counselorContext.close();
    await memberContext.close();
  }
});
