import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { languagePreferenceSchema } from '@ministry/contracts/auth';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { saveLanguage } from '../api/account';
import { AccountForm, toastFailure } from './account-form';

/** The language her e-mails are written in: English or Español, each named in itself. */
export function LanguagePreference({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const siteLanguage = useLanguage();
  const { refresh } = useSession();
  const form = useForm(languagePreferenceSchema, {
    language: (user.preferredLanguage ?? siteLanguage) as Language,
  });
  const onSubmit = form.handleSubmit(
    async (input) => {
      await saveLanguage(input);
      await refresh();
      toast({
        title: t('account.languageSaved'),
        description: t(`account.languageSavedBody.${input.language}`),
        variant: 'success',
      });
    },
    toastFailure('Saving the e-mail language', t('account.languageFailed')),
  );

  return (
    <AccountForm
      headingId="language-heading"
      heading={t('account.languageHeading')}
      level={3}
      onSubmit={onSubmit}
      busy={form.submitting}
      label={t('account.saveLanguage')}
      busyLabel={t('account.saving')}
    >
      <Row>
        <Col md={8} lg={6}>
          <FormField
            label={t('account.languageLabel')}
            error={form.errors.language}
            hint={t('account.languageHint')}
          >
            {(control) => (
              <select
                {...plainControl(control, 'form-select')}
                name="language"
                value={form.values.language}
                onChange={form.onChange('language')}
              >
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {common(`language.${language}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </Col>
      </Row>
    </AccountForm>
  );
}
