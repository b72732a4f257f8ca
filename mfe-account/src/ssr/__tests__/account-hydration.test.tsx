// The browser hydrates what the server sent for /give and /subscribe: the same markup (React reports no
// mismatch), no second request for what the server read, a member's own details only afterwards from
// her own request, and the page works.
import { fireEvent, screen } from '@testing-library/react';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import { hydrateServerPage, mockFetch, unmountServerPage } from '@ministry/platform/testing';
import { MEMBER } from '../../__tests__/test-utils';
import * as give from '../give.ssr';
import * as subscribe from '../subscribe.ssr';
import { API } from './fixtures';
import '../../i18n';

afterEach(() => {
  jest.restoreAllMocks();
  unmountServerPage();
});

it('hydrates /give in Spanish from the server’s funds, without reading them again, and a gift amount can be chosen', async () => {
  const calls = mockFetch(() => undefined);
  await hydrateServerPage(give, { url: '/give?lang=es', language: 'es' }, API);
  expect(calls).toEqual([]);
  expect(screen.getByRole('radio', { name: 'Fondo general' })).toBeChecked();
  expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $50.00');

  fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
  expect(screen.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $100.00');
});

it('hydrates a member’s /give as the server sent it, then fills in her name from her own request', async () => {
  const calls = mockFetch((url) => (url === CURRENT_USER_KEY ? { body: MEMBER } : undefined));
  await hydrateServerPage(give, { url: '/give', language: 'en', visitor: false }, API);
  expect(await screen.findByTestId('giving-as')).toHaveTextContent(
    'Giving as Martha Reyes (martha@example.org)',
  );
  expect(screen.getByRole('radio', { name: 'General Fund' })).toBeChecked();
  expect(calls.map((call) => call.url)).toEqual([CURRENT_USER_KEY]);
});

it('hydrates /subscribe with no mismatch and no request, and another plan can be chosen', async () => {
  const calls = mockFetch(() => undefined);
  await hydrateServerPage(subscribe, { url: '/subscribe', language: 'en' }, API);
  expect(calls).toEqual([]);
  expect(screen.getByTestId('selected-plan')).toHaveTextContent('Growth plan — $89.00/month');
  expect(
    screen.getByText('Please log in to subscribe. You will come right back to this page.'),
  ).toBeVisible();

  fireEvent.click(screen.getByRole('button', { name: 'Select Plan, Essential' }));
  expect(screen.getByTestId('selected-plan')).toHaveTextContent('Essential plan — $49.00/month');
});
