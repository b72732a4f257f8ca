import { useTranslation } from 'react-i18next';
import type { Fund } from '@ministry/contracts/giving';
import { formatCents } from '@ministry/contracts/money';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { NAMESPACE } from '../texts';

/** How far a fund is towards its goal: a bar with its numbers in words (for everyone, not only the eye). */
function GoalProgress({ fund, name }: { fund: Fund & { goalCents: number }; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const percent = Math.min(100, Math.round((fund.raisedCents / fund.goalCents) * 100));
  const text = t('giving.give.goal', {
    raised: formatCents(fund.raisedCents, language),
    goal: formatCents(fund.goalCents, language),
  });
  return (
    <div className="mt-2">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('giving.give.goalLabel', { fund: name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="small text-secondary mt-1">{text}</div>
    </div>
  );
}

/** The funds as radio cards: bilingual name and description, a goal's progress when it has one. */
export function FundChoice({
  funds,
  value,
  error,
  onChange,
}: {
  funds: Fund[];
  value: string;
  error?: string;
  onChange: (fundId: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const message = useMessage(error);
  return (
    <fieldset className="mb-4" aria-describedby={error ? 'give-fund-error' : undefined}>
      <legend className="h5">{t('giving.give.fundLegend')}</legend>
      <div className="row g-3">
        {funds.map((fund) => {
          const name = localize(fund.name, fund.nameEs, language);
          const description = localize(fund.description, fund.descriptionEs, language);
          const id = `give-fund-${fund.id}`;
          const checked = value === fund.id;
          return (
            <div className="col-md-6" key={fund.id}>
              <div className={`card h-100 give-fund${checked ? ' give-fund-selected' : ''}`}>
                <div className="card-body">
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="radio"
                      name="fundId"
                      id={id}
                      value={fund.id}
                      checked={checked}
                      aria-describedby={description ? `${id}-description` : undefined}
                      onChange={() => onChange(fund.id)}
                    />
                    <label className="form-check-label fw-semibold" htmlFor={id}>
                      {name}
                    </label>
                  </div>
                  {description && (
                    <p id={`${id}-description`} className="small text-secondary mb-0 mt-1">
                      {description}
                    </p>
                  )}
                  {fund.goalCents !== null && (
                    <GoalProgress fund={{ ...fund, goalCents: fund.goalCents }} name={name} />
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <div id="give-fund-error" role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </fieldset>
  );
}
