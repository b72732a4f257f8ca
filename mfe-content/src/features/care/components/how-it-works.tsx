import { useTranslation } from 'react-i18next';
import { CARE_DEFAULTS } from '@ministry/contracts/care';
import { NAMESPACE } from '../../../i18n';

const STEPS = ['kind', 'counselor', 'time', 'confirmation', 'reminders', 'changes'] as const;

/** The booking's steps, numbered, from choosing the kind of help to moving or cancelling it. */
export function HowItWorks() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ol className="ct-care-steps row g-4 list-unstyled mb-0">
      {STEPS.map((step) => (
        <li key={step} className="col-md-6 col-lg-4">
          <div className="card ct-card h-100">
            <div className="card-body p-4">
              <h3 className="h5 ct-card-title">{t(`counselingPage.steps.${step}.title`)}</h3>
              <p className="text-secondary mb-0">
                {t(`counselingPage.steps.${step}.text`, { hours: CARE_DEFAULTS.cancelCutoffHours })}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
