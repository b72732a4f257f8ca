import type { ComponentType } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerSectionModule } from '@ministry/contracts/ssr';
import type { ServerStart } from '@ministry/platform/platform-provider';
import { ALL_EVENTS, MARCH_OCCURRENCES, occurrenceDetail } from '../../__tests__/fixtures';
import { mockFetch } from '../../__tests__/test-utils';
import * as eventOccurrence from '../event-occurrence.ssr';
import * as eventsCalendar from '../events-calendar.ssr';
import { runServerData, serverPage, type Address } from './server-render';

/** 11 March 2025, 11:30 p.m. in New York. */
const NOW = Date.parse('2025-03-12T03:30:00Z');
const RETREAT = '/api/events/r1/occurrences/2025-03-22';
const api = (path: string) => {
  if (path === '/api/events') return ALL_EVENTS;
  if (path === '/api/events?from=2025-02-23&to=2025-04-05') return MARCH_OCCURRENCES;
  if (path === RETREAT) return occurrenceDetail();
  return undefined;
};
const retreat: Address = {
  url: '/events/r1/2025-03-22',
  route: '/events/:id/:date',
  params: { id: 'r1', date: '2025-03-22' },
  language: 'en',
  now: NOW,
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * The server's HTML in the page, then the browser's first render over it with the server's data:
 * React reports any difference between the two with console.error, which fails the test.
 */
async function hydrate(
  section: ServerSectionModule<ComponentType>,
  address: Address,
  visitor = true,
): Promise<ServerStart> {
  const run = await runServerData(section, address, api);
  // For a visitor the pages service says nobody is signed in; for a member it leaves that to the browser.
  const start = visitor
    ? { ...run.start, fallback: { ...run.start.fallback, '/api/auth/user': null } }
    : run.start;
  const container = document.createElement('div');
  // The markup Node renders (events-ssr.test.tsx checks it there, warnings included): here SWR sees a
  // window and picks layout effects, which React's server renderer warns about, so not this step.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(serverPage(section.default, address, start));
  quiet.mockRestore();
  document.body.append(container);
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, serverPage(section.default, address, start, 'browser'));
  });
  expect(errors).not.toHaveBeenCalled();
  return start;
}

describe('the browser takes over the server-rendered events pages', () => {
  it('hydrates /events in Spanish with no mismatch and no second read, and a day can be chosen', async () => {
    const calls = mockFetch(() => undefined);
    await hydrate(eventsCalendar, { url: '/events', route: '/events', language: 'es', now: NOW });
    expect(
      screen.getByRole('heading', { name: 'Eventos del martes, 11 de marzo de 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estudio bíblico vespertino' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await act(async () => {
      fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-day="2025-03-12"]')!);
    });
    expect(screen.getByRole('heading', { name: 'Morning Bible Study' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('hydrates an occurrence page for a visitor with no mismatch and no read', async () => {
    const calls = mockFetch(() => undefined);
    await hydrate(eventOccurrence, retreat);
    expect(screen.getByRole('heading', { name: "Women's Retreat Day", level: 1 })).toBeInTheDocument();
    expect(screen.getByText('7 of 20 seats left')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('reads the occurrence again for a member, after hydration, and shows her own sign-up', async () => {
    const calls = mockFetch((url) => {
      if (url === '/api/auth/user') {
        return {
          body: { id: 'u7', email: 'ana@example.org', firstName: 'Ana', lastName: 'Reyes', role: 'member' },
        };
      }
      if (url === RETREAT)
        return { body: occurrenceDetail({ myRegistration: { id: 'g9', status: 'confirmed' } }) };
      return undefined;
    });
    await hydrate(eventOccurrence, retreat, false);
    expect(await screen.findByText('You are signed up for this date.')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url).sort()).toEqual(['/api/auth/user', RETREAT]));
  });
});
