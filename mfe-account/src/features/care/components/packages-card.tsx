import { useTranslation } from 'react-i18next';
import type { CarePackageView } from '@ministry/contracts/care';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { creditsLeft } from '../api/packages';
import { NAMESPACE } from '../texts';

/**
 * Her packages of sessions, newest first: "Package of 8 sessions — 7 of 8 sessions left, valid until
 * March 3, 2027"; one ended or refunded says so; a session credit says it is one. Nothing when she has none.
 */
export function PackagesCard({ packages, now }: { packages: readonly CarePackageView[]; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (packages.length === 0) return null;
  const stateOf = (pkg: CarePackageView) => {
    const date = formatInstantDay(pkg.validUntil, language, 'long');
    if (pkg.status === 'refunded') return t('care.packages.refunded');
    if (Date.parse(pkg.validUntil) <= now) return t('care.packages.ended', { date });
    return t('care.packages.left', { left: creditsLeft(pkg), count: pkg.credits, date });
  };
  // A session given back for a paid session canceled in time: "Session credit: Initial consultation".
  const nameOf = (pkg: CarePackageView) => {
    const name = localize(pkg.name, pkg.nameEs, language);
    return pkg.kind === 'session-credit' ? t('care.packages.sessionCredit', { type: name }) : name;
  };
  return (
    <section className="border rounded p-3 mb-4" aria-labelledby="care-packages-heading">
      <h3 id="care-packages-heading" className="h6">
        {t('care.packages.heading')}
      </h3>
      <ul className="list-unstyled mb-0">
        {packages.map((pkg) => (
          <li key={pkg.id} className="mb-1" data-testid="care-package">
            <span className="fw-semibold">{nameOf(pkg)}</span> — {stateOf(pkg)}
          </li>
        ))}
      </ul>
    </section>
  );
}
