import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import type { SsrIsland } from '@ministry/contracts/ssr';
import { seedCache } from '../hydrate';

// The browser's remote loader needs a federation runtime; this test loads no remote.
jest.mock('../remotes/remote-loader', () => ({}));

const KEY = '/api/events/e1/occurrences/2026-12-09';

/** Shows its data, or "Loading" whenever SWR reports a first load (which replaces the page). */
function Occurrence({ onMutate }: { onMutate: (mutate: () => Promise<unknown>) => void }) {
  const { data, isLoading, mutate } = useSWR<{ seats: number }>(KEY, { revalidateOnMount: false });
  onMutate(() => mutate());
  return <p>{isLoading || !data ? 'Loading' : `${data.seats} seats`}</p>;
}

it('a revalidation of the server’s data is a refresh: the page never falls back to its loading state', async () => {
  const island = {
    ssrContractVersion: '1',
    language: 'en',
    now: Date.now(),
    fallback: { [KEY]: { seats: 14 } },
    sections: {},
    remotes: {},
  } satisfies SsrIsland;
  seedCache(island);
  let revalidate: () => Promise<unknown> = async () => undefined;
  let answer: (value: { seats: number }) => void = () => undefined;
  const fetcher = () => new Promise<{ seats: number }>((resolve) => (answer = resolve));
  render(
    <SWRConfig value={{ fetcher, fallback: island.fallback }}>
      <Occurrence onMutate={(mutate) => (revalidate = mutate)} />
    </SWRConfig>,
  );
  expect(screen.getByText('14 seats')).toBeInTheDocument();
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = revalidate();
  });
  expect(screen.getByText('14 seats')).toBeInTheDocument();
  await act(async () => {
    answer({ seats: 13 });
    await done;
  });
  expect(screen.getByText('13 seats')).toBeInTheDocument();
});
