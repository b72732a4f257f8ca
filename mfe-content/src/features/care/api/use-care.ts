import useSWR from 'swr';
import type { CounselorSummary, SessionTypeView } from '@ministry/contracts/care';

/** The public reads of the care service: the server render fills them (src/ssr/counseling.ssr.tsx). */
export const SESSION_TYPES_KEY = '/api/care/session-types';
export const COUNSELORS_KEY = '/api/care/counselors';

export function useSessionTypes() {
  return useSWR<{ sessionTypes: SessionTypeView[] }>(SESSION_TYPES_KEY);
}

export function useCounselors() {
  return useSWR<{ counselors: CounselorSummary[] }>(COUNSELORS_KEY);
}
