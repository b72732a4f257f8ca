import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { statementUrl } from '../api/giving';
import { NAMESPACE } from '../texts';

/** A PDF per calendar year she gave in, in her language, newest first. */
export function StatementsList({ years }: { years: number[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (years.length === 0) return <p className="text-secondary">{t('giving.tab.noStatements')}</p>;
  return (
    <ul className="list-inline" data-testid="statements">
      {[...years]
        .sort((a, b) => b - a)
        .map((year) => (
          <li key={year} className="list-inline-item mb-2">
            <a
              className="btn btn-outline-primary btn-sm"
              href={statementUrl(year, language)}
              target="_blank"
              rel="noopener"
            >
              {t('giving.tab.statementLink', { year })}
            </a>
          </li>
        ))}
    </ul>
  );
}
