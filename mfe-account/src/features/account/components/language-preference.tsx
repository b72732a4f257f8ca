import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { languagePreferenceSchema } from '@ministry/contracts/auth';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { SelectField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { saveLanguage } from '../api/account';
import { AccountForm } from './account-form';

/** The language her e-mails are written in: English or Español, each named in itself. */
export function LanguagePreference({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const siteLanguage = useLanguage();
  const form = useForm(languagePreferenceSchema, {
    language: (user.preferredLanguage ?? siteLanguage) as Language,
  });
  return (
    <AccountForm
      name="language"
      form={form}
      save={async (input) => {
        await saveLanguage(input);
        return t(`account.languageSavedBody.${input.language}`);
      }}
    >
      <Row>
        <Col md={8} lg={6}>
          <SelectField
            form={form}
            name="language"
            label={t('account.languageLabel')}
            hint={t('account.languageHint')}
            options={LANGUAGES.map((value) => ({ value, label: common(`language.${value}`), lang: value }))}
          />
        </Col>
      </Row>
    </AccountForm>
  );
}
