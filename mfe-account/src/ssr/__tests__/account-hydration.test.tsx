// The browser hydrates what the server sent for /give and /subscribe: the same markup (React reports no
// mismatch), no second request for what the server read, a member's own details only afterwards from
// her own request, and the page works.
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Language } from '@ministry/contracts/language';
import { mockFetch, type Handler } from '@ministry/platform/testing';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import { MEMBER } from '../../__tests__/test-utils';
import * as give from '../give.ssr';
import * as subscribe from '../subscribe.ssr';
import { API } from './fixtures';
import { pageTree, runServerData, type SectionModule } from './server-render';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  jest.restoreAllMocks();
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Renders the page to HTML as the server does, puts it in the document and hydrates it. */
async function hydrateServerPage(
  module: SectionModule,
  url: string,
  language: Language,
  { visitor = true, handler = () => undefined }: { visitor?: boolean; handler?: Handler } = {},
) {
  const { start } = await runServerData(module, url, language, API, visitor);
  container = document.createElement('div');
  // Rendered here in jsdom, SWR believes it is in a browser and warns that its layout effects do not
  // run on a server (in the server's own environment it uses plain effects: account-server.test.tsx).
  // The markup is the same; only what the hydration says is checked.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(pageTree(module, url, language, start, 'server'));
  quiet.mockRestore();
  document.body.append(container);
  const calls = mockFetch(handler);
  const errors = jest.spyOn(console, 'error');
  const target = container;
  await act(async () => {
    root = hydrateRoot(target, pageTree(module, url, language, start, 'browser'));
  });
  return { calls, errors };
}

it('hydrates /give in Spanish from the server’s funds, without reading them again, and a gift amount can be chosen', async () => {
  const { calls, errors } = await hydrateServerPage(give, '/give?lang=es', 'es');
  expect(errors).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
  expect(screen.getByRole('radio', { name: 'Fondo general' })).toBeChecked();
  expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $50.00');

  fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
  expect(screen.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('give-total')).toHaveTextContent('Total: $100.00');
});

it('hydrates a member’s /give as the server sent it, then fills in her name from her own request', async () => {
  const { calls, errors } = await hydrateServerPage(give, '/give', 'en', {
    visitor: false,
    handler: (url) => (url === CURRENT_USER_KEY ? { body: MEMBER } : undefined),
  });
  expect(errors).not.toHaveBeenCalled();
  expect(await screen.findByTestId('giving-as')).toHaveTextContent(
    'Giving as Martha Reyes (martha@example.org)',
  );
  expect(screen.getByRole('radio', { name: 'General Fund' })).toBeChecked();
  expect(calls.map((call) => call.url)).toEqual([CURRENT_USER_KEY]);
});

it('hydrates /subscribe with no mismatch and no request, and another plan can be chosen', async () => {
  const { calls, errors } = await hydrateServerPage(subscribe, '/subscribe', 'en');
  expect(errors).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
  expect(screen.getByTestId('selected-plan')).toHaveTextContent('Growth plan — $89.00/month');
  expect(
    screen.getByText('Please log in to subscribe. You will come right back to this page.'),
  ).toBeVisible();

  fireEvent.click(screen.getByRole('button', { name: 'Select Plan, Essential' }));
  expect(screen.getByTestId('selected-plan')).toHaveTextContent('Essential plan — $49.00/month');
});
