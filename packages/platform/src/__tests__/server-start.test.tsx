import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { cachedFor } from '@ministry/platform/swr-config';
import { PlatformProvider } from '../platform-provider';

/**
 * A page the server rendered hydrates from the island's data without reading it again; a section
 * mounted after hydration (a navigation back to it) reads it again as any page does.
 */
const KEY = '/api/products';

function Products({ fetcher }: { fetcher: () => Promise<string[]> }) {
  const { data, isLoading } = useSWR<string[]>(KEY, fetcher, cachedFor(60_000));
  return <p>{isLoading ? 'Loading…' : (data ?? []).join(', ')}</p>;
}

afterEach(() => delete document.documentElement.dataset.hydrated);

it('shows the server’s data while hydrating without a request, and reads it again once hydrated', async () => {
  const fetcher = jest.fn(async () => ['Faith Tee', 'New Mug']);
  const serverStart = { now: Date.now(), fallback: { [KEY]: ['Faith Tee'] } };
  const { rerender } = render(
    <PlatformProvider serverStart={serverStart}>
      <Products fetcher={fetcher} />
    </PlatformProvider>,
  );
  expect(screen.getByText('Faith Tee')).toBeInTheDocument();
  await act(async () => undefined);
  expect(fetcher).not.toHaveBeenCalled();

  document.documentElement.dataset.hydrated = 'true';
  rerender(
    <PlatformProvider serverStart={serverStart}>
      <Products fetcher={fetcher} key="navigated-back" />
    </PlatformProvider>,
  );
  await waitFor(() => expect(screen.getByText('Faith Tee, New Mug')).toBeInTheDocument());
  expect(fetcher).toHaveBeenCalledTimes(1);
});
