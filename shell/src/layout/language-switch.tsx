import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { useSwitchLanguage } from '@ministry/platform/session';

/**
 * English / Español: each language named in itself, the active one pressed. A signed-in member's
 * choice is also saved on her account (the language of her e-mails). On a page the server rendered,
 * a click before it is hydrated is made again once it is (shell/src/early-taps.ts).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLanguage();
  const switchLanguage = useSwitchLanguage();
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
          onClick={() => void switchLanguage(language)}
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
