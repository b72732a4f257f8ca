import { expect, test, type Page } from '@playwright/test';
import { nextTuesday } from '../support/events';

/** A calendar day in New York, where the ministry's calendar is. */
function newYorkDay(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** 'Tuesday, March 4, 2025' as the page writes a day. */
function longDay(day: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

const dayButton = (page: Page, day: string) => page.locator(`button[data-day="${day}"]`);

test.describe('events calendar: gateway → events service → database → events remote', () => {
  test('starts on today, marks the days with events and filters the list by the chosen day', async ({
    page,
  }) => {
    const today = newYorkDay();
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expect(page.getByRole('heading', { name: `Events on ${longDay(today)}` })).toBeVisible();
    await expect(dayButton(page, today)).toHaveAttribute('aria-current', 'date');
    await expect(page.locator('td[aria-selected="true"] button')).toHaveAttribute('data-day', today);

    // The weekly Bible study and prayer group: every Tuesday shown is marked, recurring days included.
    const tuesdays = page.locator('tbody tr td:nth-child(3) button');
    await expect(tuesdays).toHaveCount(6);
    for (const button of await tuesdays.all())
      await expect(button).toHaveAttribute('data-has-events', 'true');

    const tuesday = nextTuesday(today);
    if (!(await dayButton(page, tuesday).count()))
      await page.getByRole('button', { name: 'Next month' }).click();
    await dayButton(page, tuesday).click();
    await expect(page.getByRole('heading', { name: `Events on ${longDay(tuesday)}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evening Bible Study' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prayer Group' })).toBeVisible();
    await expect(page.getByText('7:00 PM – 8:30 PM')).toBeVisible();

    const empty = page.locator('button[data-has-events="false"]:not(.ev-day--outside)').first();
    await empty.click();
    await expect(page.getByText('No events scheduled for this date.')).toBeVisible();
  });

  test('the grid works from the keyboard: arrows move, Enter chooses', async ({ page }) => {
    const today = newYorkDay();
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: `Events on ${longDay(today)}` })).toBeVisible();
    await dayButton(page, today).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dayButton(page, addDays(today, 1))).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dayButton(page, addDays(today, 8))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Events on ${longDay(addDays(today, 8))}` }),
    ).toBeVisible();
    // Tab leaves the grid: one tab stop for all the days.
    await expect(page.locator('.ev-calendar button[tabindex="0"]')).toHaveCount(1);
  });

  test('with no day chosen it lists every upcoming event, in both languages', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Show all upcoming events' }).click();
    await expect(page.getByRole('heading', { name: 'All Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evening Bible Study' })).toBeVisible();
    await expect(page.getByText('Every Tuesday and Thursday')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Women's Retreat Day" })).toBeVisible();
    await expect(page.getByTestId('category-legend')).toContainText('Prayer Meeting');

    await page.getByTestId('language-es').click();
    await expect(page.getByRole('heading', { name: 'Todos los próximos eventos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estudio bíblico vespertino' })).toBeVisible();
    await expect(page.getByText('Cada martes y jueves')).toBeVisible();
    await page.getByRole('button', { name: 'Volver a hoy' }).click();
    await expect(
      page.getByRole('heading', { name: `Eventos del ${longDay(newYorkDay(), 'es-US')}` }),
    ).toBeVisible();
  });

  test('an event opens in a dialog with its details and a calendar file; Close gives the focus back', async ({
    page,
  }) => {
    const tuesday = nextTuesday(newYorkDay());
    await page.goto(`/events?date=${tuesday}`);
    const opener = page.getByRole('heading', { name: 'Evening Bible Study' }).getByRole('button');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Evening Bible Study' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Bible Study', { exact: true })).toBeVisible();
    await expect(dialog.getByText(longDay(tuesday))).toBeVisible();
    await expect(dialog.getByText('7:00 PM – 8:30 PM')).toBeVisible();
    await expect(dialog.getByText('Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY')).toBeVisible();
    await expect(dialog.getByText(/childcare for ages 6 months to 10 years/)).toBeVisible();

    const addToCalendar = dialog.getByRole('link', { name: 'Add to calendar' });
    const href = (await addToCalendar.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/events\/[0-9a-f]{24}\.ics\?lang=en$/);
    const file = await page.request.get(href);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await file.text();
    expect(text).toContain('SUMMARY:Evening Bible Study\r\n');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH\r\n');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the events API answers the list, a window of occurrences and the calendar feed', async ({
    request,
  }) => {
    const list = await request.get('/api/events');
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { title: string }[]).map((e) => e.title)).toContain('Prayer Group');

    const today = newYorkDay();
    const window = await request.get(`/api/events?from=${today}&to=${addDays(today, 13)}`);
    expect(window.status()).toBe(200);
    const occurrences = (await window.json()) as { title: string; occurrenceDate: string }[];
    expect(occurrences.filter((o) => o.title === 'Evening Bible Study')).toHaveLength(4);

    const tooLong = await request.get(`/api/events?from=${today}&to=${addDays(today, 400)}`);
    expect(tooLong.status()).toBe(400);

    const feed = await request.get('/api/events.ics?category=bible-study');
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('TZID:America/New_York');
    expect(text).toContain('SUMMARY:Morning Bible Study');
    expect(text).not.toContain('SUMMARY:Prayer Group');
  });

  test('an unknown API path is a JSON 404 from the gateway', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
