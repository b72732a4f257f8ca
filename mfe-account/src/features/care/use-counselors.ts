import { useMemo } from 'react';
import type { CounselorSummary } from '@ministry/contracts/care';
import { useSiteContent } from '@ministry/platform/site-content';
import { useCounselors } from './api/care';

export interface NamedCounselor extends CounselorSummary {
  /** Her name from the site's team page (the team member whose id is her `teamSlug`). */
  name: string;
}

/**
 * The active counselors with their names from the team content; `nameOf` also names a counselor of
 * an older appointment who is no longer listed (by her id, else '').
 */
export function useNamedCounselors() {
  const counselors = useCounselors();
  const { mutate } = counselors;
  const { content: team } = useSiteContent('team');
  return useMemo(() => {
    const names = new Map((team?.members ?? []).map((member) => [member.id, member.name]));
    const list: NamedCounselor[] = (counselors.data?.counselors ?? []).map((counselor) => ({
      ...counselor,
      name: names.get(counselor.teamSlug) ?? counselor.teamSlug,
    }));
    const byId = new Map(list.map((counselor) => [counselor.id, counselor.name]));
    return {
      counselors: list,
      isLoading: counselors.isLoading,
      /** Not read, so not known to be none: the booking form waits for them. */
      failed: Boolean(counselors.error) && !counselors.data,
      retry: () => mutate(),
      nameOf: (id: string) => byId.get(id) ?? '',
    };
  }, [counselors.data, counselors.isLoading, counselors.error, mutate, team]);
}
