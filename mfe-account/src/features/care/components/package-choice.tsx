import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarePackageView } from '@ministry/contracts/care';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { creditsLeft, usablePackages } from '../api/packages';
import { NAMESPACE } from '../texts';

export type PayWith = 'package' | 'pay';

/**
 * How a session of a type her package books is paid for: with one of its sessions ("Use a package
 * session (7 left)", first and chosen at first) or as usual ("Pay $125.00").
 */
function PackageChoice({
  left,
  priceCents,
  value,
  onChange,
}: {
  left: number;
  priceCents: number;
  value: PayWith;
  onChange: (value: PayWith) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = useId();
  const options: { value: PayWith; label: string }[] = [
    { value: 'package', label: t('care.packages.use', { count: left }) },
    { value: 'pay', label: t('care.packages.pay', { price: formatCents(priceCents, language) }) },
  ];
  return (
    <fieldset className="mb-3" data-testid="care-pay-with">
      <legend className="form-label fs-6 mb-1">{t('care.packages.choose')}</legend>
      {options.map((option) => (
        <div key={option.value} className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label className="form-check-label" htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The booking form's choice for the type chosen (`typeId`, her price `priceCents`): offered when
 * some package of hers books it with a session left and the type costs her something. `usePackage`
 * is what the booking sends; `reset` chooses the package again (after a booking).
 */
export function usePackageChoice(
  packages: readonly CarePackageView[] | undefined,
  typeId: string,
  priceCents: number | undefined,
) {
  const [payWith, setPayWith] = useState<PayWith>('package');
  const left = usablePackages(packages ?? [], typeId).reduce((sum, pkg) => sum + creditsLeft(pkg), 0);
  const offered = left > 0 && Boolean(priceCents);
  return {
    usePackage: offered && payWith === 'package',
    reset: () => setPayWith('package'),
    choice: offered ? (
      <PackageChoice left={left} priceCents={priceCents ?? 0} value={payWith} onChange={setPayWith} />
    ) : null,
  };
}
