import useSWR from 'swr';
import { CARE_PACKAGES_PATH, type CarePackageView } from '@ministry/contracts/care';
import { apiGet } from '@ministry/platform/api';

/** Her packages of sessions, newest first; read again each time the tab shows. */
export function useMyPackages() {
  const read = useSWR<CarePackageView[] | { packages: CarePackageView[] }>(CARE_PACKAGES_PATH, apiGet, {
    revalidateOnMount: true,
  });
  const { data } = read;
  // The list itself (care's answer), or under `packages`.
  const packages = data === undefined ? undefined : Array.isArray(data) ? data : data.packages;
  return { ...read, packages };
}

/** Sessions left in a package (never below none). */
export const creditsLeft = (pkg: CarePackageView) => Math.max(0, pkg.credits - pkg.used);

/**
 * The packages that book `typeId` now: active, not ended, with a session left (care takes the one
 * ending soonest; the dates a credit covers it checks itself).
 */
export function usablePackages(packages: readonly CarePackageView[], typeId: string, now = Date.now()) {
  return packages.filter(
    (pkg) =>
      pkg.status === 'active' &&
      pkg.sessionTypeId === typeId &&
      Date.parse(pkg.validUntil) > now &&
      creditsLeft(pkg) > 0,
  );
}
