import { ButtonGroup, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ministry/contracts/language';
import { setLanguage, useLanguage } from '@ministry/platform/i18n';

/** English / Español: each language named in itself, the active one pressed. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = useLanguage();
  return (
    <ButtonGroup size="sm" role="group" aria-label={t('language.switchLabel')} className="language-switch">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          variant={language === active ? 'primary' : 'outline-primary'}
          aria-pressed={language === active}
          onClick={() => void setLanguage(language)}
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
