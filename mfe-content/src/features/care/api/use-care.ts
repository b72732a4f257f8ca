import { useMemo } from 'react';
import useSWR from 'swr';
import { packagePriceFor, type CounselorSummary, type SessionTypeView } from '@ministry/contracts/care';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';

/** The public reads of the care service: the server render fills them (src/ssr/counseling.ssr.tsx). */
export const SESSION_TYPES_KEY = '/api/care/session-types';
export const COUNSELORS_KEY = '/api/care/counselors';

export function useSessionTypes() {
  return useSWR<{ sessionTypes: SessionTypeView[] }>(SESSION_TYPES_KEY);
}

export function useCounselors() {
  return useSWR<{ counselors: CounselorSummary[] }>(COUNSELORS_KEY);
}

/** Her sliding-scale requests (`GET /api/care/sliding-scale/mine`), as much of them as prices need. */
export const MY_SLIDING_SCALE_KEY = '/api/care/sliding-scale/mine';
interface SlidingScaleRead {
  requests: {
    status: 'pending' | 'decided';
    prices: { typeId: string; priceCents: number }[];
    decidedAt: string | null;
  }[];
}

/**
 * The prices staff set her by session type (her latest decided request, as care prices her), read
 * after hydration for a signed-in member only; empty for a visitor, on the server and until read.
 */
export function useMyRates(): ReadonlyMap<string, number> {
  const { isAuthenticated } = useSession();
  const hydrated = useHydrated();
  const { data } = useSWR<SlidingScaleRead>(hydrated && isAuthenticated ? MY_SLIDING_SCALE_KEY : null);
  return useMemo(() => {
    const decided = (data?.requests ?? [])
      .filter((request) => request.status === 'decided')
      .sort((a, b) => Date.parse(b.decidedAt ?? '') - Date.parse(a.decidedAt ?? ''));
    return new Map((decided[0]?.prices ?? []).map((entry) => [entry.typeId, entry.priceCents]));
  }, [data]);
}

/** Her price for a paid type: her rate for a session, a package never more than its sessions at her rate. */
export function herPriceCents(type: SessionTypeView, rates: ReadonlyMap<string, number>): number {
  const own = rates.get(type.id) ?? type.priceCents;
  if (type.packageCredits === null || !type.packageSessionTypeId) return own;
  return packagePriceFor(own, type.packageCredits, rates.get(type.packageSessionTypeId) ?? null);
}
