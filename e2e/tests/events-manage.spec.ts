import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

function newYorkDay(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);
}

/** A form field by its label, with or without the required star. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[()]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('event management: /events/manage', () => {
  test('an event editor (not an admin) creates, edits and deletes an event', async ({ page, context }) => {
    const title = `Mothers in Prayer ${Date.now()}`;
    await signInAs(context, {
      username: 'debora',
      role: 'event_editor',
      firstName: 'Débora',
      lastName: 'Cruz',
    });
    await page.goto('/events/manage');
    await expect(page.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
    await expect(field(page, 'Date')).toHaveValue(newYorkDay());
    const list = page.getByRole('region', { name: 'Existing events' });
    await expect(list.getByRole('button', { name: 'Edit Evening Bible Study' })).toBeVisible();
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('384px');

    // The event schema's required-field messages.
    await field(page, 'Date').fill('');
    await page.getByRole('button', { name: 'Create Event' }).click();
    for (const message of [
      'Title is required',
      'Date is required',
      'Time is required',
      'End time is required',
      'Location is required',
      'Description is required',
      'Category is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // Create a weekly event on today's weekday.
    await field(page, 'Title').fill(title);
    await field(page, 'Date').fill(newYorkDay());
    await field(page, 'Start time').fill('09:00');
    await field(page, 'End time').fill('10:30');
    await field(page, 'Location').fill('Ministry Center');
    await field(page, 'Category').selectOption('prayer');
    await field(page, 'Description').fill('Mothers praying together for their children.');
    await expect(page.getByTestId('recurring-fields')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'This is a recurring event' }).check();
    await expect(page.getByRole('group', { name: 'On these days' })).toBeVisible();
    await field(page, 'Repeats').selectOption('monthly');
    await expect(page.getByRole('group', { name: 'On these days' })).toHaveCount(0);
    await field(page, 'Repeats').selectOption('weekly');
    // Sign-up: 8 seats per date, with a waitlist.
    await page.getByRole('checkbox', { name: 'People sign up for this event' }).check();
    await field(page, 'Seats per date').fill('8');
    await page.getByRole('checkbox', { name: 'Offer a waitlist when the seats are taken' }).check();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(toast(page)).toContainText('Event created');
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(page.getByTestId('recurring-fields')).toHaveCount(0);
    await expect(list.getByRole('button', { name: `Edit ${title}` })).toBeVisible();

    // It is on the calendar today.
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByTestId('day-events').getByRole('listitem').filter({ hasText: title }),
    ).toContainText('9:00 AM – 10:30 AM');
    await page.goto('/events/manage');

    // Edit: the form fills, Update saves and goes back to create mode.
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Start time')).toHaveValue('09:00');
    await expect(field(page, 'End time')).toHaveValue('10:30');
    await expect(page.getByRole('checkbox', { name: 'This is a recurring event' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'People sign up for this event' })).toBeChecked();
    await expect(field(page, 'Seats per date')).toHaveValue('8');
    await field(page, 'Title').fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expect(toast(page)).toContainText('Event updated');
    await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue('');

    // Cancel leaves edit mode without saving.
    await list.getByRole('button', { name: `Edit ${title} (updated)` }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();

    // Delete asks first.
    await list.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete event?' });
    await expect(dialog).toContainText(`Are you sure you want to delete “${title} (updated)”?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Event deleted');
    await expect(list.getByRole('button', { name: `Edit ${title} (updated)` })).toHaveCount(0);
    const events = (await (await page.request.get('/api/events')).json()) as { title: string }[];
    expect(events.map((event) => event.title)).not.toContain(`${title} (updated)`);
  });

  test('?id= opens that event in edit mode (the admin dashboard links there)', async ({ page, context }) => {
    await signInAs(context, { username: 'grace', role: 'admin', firstName: 'Grace', lastName: 'Lopez' });
    const events = (await (await page.request.get('/api/events')).json()) as { id: string; title: string }[];
    const prayer = events.find((event) => event.title === 'Prayer Group')!;
    await page.goto(`/events/manage?id=${prayer.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue('Prayer Group');
    await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/events\/manage$/);
    await expect(page.getByRole('heading', { name: 'Create New Event' })).toBeVisible();
  });

  test('a failed save says so and keeps what was typed', async ({ page, context }) => {
    await signInAs(context, { username: 'debora', role: 'event_editor' });
    await page.route('**/api/events', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' })
        : route.continue(),
    );
    await page.goto('/events/manage');
    await field(page, 'Title').fill('Will not be saved');
    await field(page, 'Start time').fill('19:00');
    await field(page, 'End time').fill('20:00');
    await field(page, 'Location').fill('Ministry Center');
    await field(page, 'Category').selectOption('workshop');
    await field(page, 'Description').fill('Nothing.');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(toast(page)).toContainText('Failed to create event. Please try again.');
    await expect(field(page, 'Title')).toHaveValue('Will not be saved');
  });

  test('a member gets /not-found and cannot write events; a visitor goes to /login', async ({
    page,
    context,
  }) => {
    await page.goto('/events/manage');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fevents%2Fmanage$/);
    expect((await page.request.post('/api/events', { data: {} })).status()).toBe(401);

    await signInAs(context, { username: 'martha', role: 'member' });
    await page.goto('/events/manage');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const events = (await (await page.request.get('/api/events')).json()) as { id: string }[];
    expect((await page.request.delete(`/api/events/${events[0]!.id}`)).status()).toBe(403);
  });
});
