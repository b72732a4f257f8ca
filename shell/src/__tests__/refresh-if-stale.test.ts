import { mutate } from 'swr';
import type { SsrIsland } from '@ministry/contracts/ssr';
import { ISLAND_FRESH_MS, refreshIfStale } from '../hydrate';

jest.mock('swr', () => ({ ...jest.requireActual<object>('swr'), mutate: jest.fn() }));
// The browser's remote loader needs a federation runtime; this test loads no remote.
jest.mock('../remotes/remote-loader', () => ({}));

const island = (now: number): SsrIsland => ({
  ssrContractVersion: '1',
  language: 'en',
  now,
  fallback: { '/api/products': [], '/api/auth/user': null },
  sections: { 'shop/ShopList': 'rendered' },
  remotes: {},
});

it('reads a page’s data again once hydrated when the gateway served it stale, never the visitor’s session', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  refreshIfStale(island(now - 5_000), now);
  expect(mutate).not.toHaveBeenCalled();
  refreshIfStale(island(now - ISLAND_FRESH_MS - 1), now);
  expect(mutate).toHaveBeenCalledTimes(1);
  expect(mutate).toHaveBeenCalledWith('/api/products');
});
