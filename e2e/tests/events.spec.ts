import { expect, test } from '@playwright/test';

test.describe('events slice: gateway → events service → database → events remote', () => {
  test('/events lists the seeded events in both languages', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'All Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Evening Bible Study' })).toBeVisible();
    await expect(page.getByText('Every Tuesday, Thursday')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Women's Retreat Day" })).toBeVisible();

    await page.getByTestId('language-es').click();
    await expect(page.getByRole('heading', { name: 'Estudio bíblico vespertino' })).toBeVisible();
    await expect(page.getByText('Cada martes, jueves')).toBeVisible();
  });

  test('the events API answers through the gateway with the seeded data', async ({ request }) => {
    const response = await request.get('/api/events');
    expect(response.status()).toBe(200);
    const events = (await response.json()) as { title: string }[];
    expect(events.map((e) => e.title)).toContain('Prayer Group');
  });

  test('an unknown API path is a JSON 404 from the gateway', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
