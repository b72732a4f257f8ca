import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { languagePreferenceSchema } from '@ministry/contracts/auth';
import { LANGUAGES, type Language } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { saveLanguage } from '../api/account';

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
    (error) =>
      toast({
        title: t('account.languageFailed'),
        description: errorMessage(error, t('account.languageFailed')),
        variant: 'error',
      }),
  );

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="language-heading">
      <h3 id="language-heading" className="h5">
        {t('account.languageHeading')}
      </h3>
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
      <SubmitButton
        busy={form.submitting}
        label={t('account.saveLanguage')}
        busyLabel={t('account.saving')}
      />
    </Form>
  );
}
