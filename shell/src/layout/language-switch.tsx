import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import { setLanguage, useLanguage } from '@ministry/platform/i18n';

/** English / Español: each language named in itself, the active one pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.switchLabel')}
      className="btn-group btn-group-sm language-switch"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={`btn ${language === active ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
