import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateServerPage, unmountServerPage, type ServerAddress } from '@ministry/platform/testing';
import { ALL_EVENTS, MARCH_OCCURRENCES, occurrenceDetail } from '../../__tests__/fixtures';
import { mockFetch } from '../../__tests__/test-utils';
import * as eventOccurrence from '../event-occurrence.ssr';
import * as eventsCalendar from '../events-calendar.ssr';

/** 11 March 2025, 11:30 p.m. in New York. */
const NOW = Date.parse('2025-03-12T03:30:00Z');
const RETREAT = '/api/events/r1/occurrences/2025-03-22';
const api = (path: string) => {
  if (path === '/api/events') return ALL_EVENTS;
  if (path === '/api/events?from=2025-02-23&to=2025-04-05') return MARCH_OCCURRENCES;
  if (path === RETREAT) return occurrenceDetail();
  return undefined;
};
const retreat: ServerAddress = {
  url: '/events/r1/2025-03-22',
  route: '/events/:id/:date',
  params: { id: 'r1', date: '2025-03-22' },
  language: 'en',
  now: NOW,
};

afterEach(unmountServerPage);

describe('the browser takes over the server-rendered events pages', () => {
  it('hydrates /events in Spanish with no mismatch and no second read, and a day can be chosen', async () => {
    const calls = mockFetch(() => undefined);
    await hydrateServerPage(
      eventsCalendar,
      { url: '/events', route: '/events', language: 'es', now: NOW },
      api,
    );
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
    await hydrateServerPage(eventOccurrence, retreat, api);
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
    await hydrateServerPage(eventOccurrence, { ...retreat, visitor: false }, api);
    expect(await screen.findByText('You are signed up for this date.')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url).sort()).toEqual(['/api/auth/user', RETREAT]));
  });
});
