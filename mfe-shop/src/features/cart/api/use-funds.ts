import useSWR from 'swr';
import type { Fund } from '@ministry/contracts/giving';

/** Billing's active funds (public), for a gift in the cart. */
export const FUNDS_KEY = '/api/giving/funds';

export function useFunds() {
  return useSWR<Fund[]>(FUNDS_KEY);
}
