import { useId, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dataExportRequestSchema } from '@ministry/contracts/data-export';
import { errorMessage } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { SectionCard } from '@ministry/platform/section-card';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { requestDataExport } from '../api/data-export';
import { NAMESPACE } from '../texts-data-export';

/** Account → Privacy: "Download my data" (her password, then "Check your email"). */
export function PrivacyCard() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(dataExportRequestSchema, { password: '' });
  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      await requestDataExport(input);
      form.reset();
      setSent(true);
    },
    (error) => setFailure(errorMessage(error, t('dataExport.failed'))),
  );
  return (
    <SectionCard
      headingId={headingId}
      title={t('dataExport.heading')}
      intro={t('dataExport.intro')}
      className="mt-4"
      testId="privacy-card"
    >
      {sent ? (
        <Alert variant="info" role="status">
          {t('dataExport.sent')}
        </Alert>
      ) : (
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <TextField form={form} name="password" label={t('dataExport.password')} type="password" />
          <SubmitButton
            busy={form.submitting}
            label={t('dataExport.start')}
            busyLabel={t('dataExport.sending')}
          />
        </Form>
      )}
    </SectionCard>
  );
}
