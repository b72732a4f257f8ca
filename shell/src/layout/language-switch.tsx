import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSwitchLanguage } from '@ministry/platform/session';

/**
 * English / Español: each language named in itself, the active one pressed. A signed-in member's
 * choice is also saved on her account (the language of her e-mails). On a page the server rendered,
 * usable once hydrated (a click before would be lost).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const hydrated = useHydrated();
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
          disabled={!hydrated}
          onClick={() => void switchLanguage(language)}
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
