import { useId, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { accountDeletionRequestSchema } from '@ministry/contracts/account-deletion';
import { errorMessage } from '@ministry/platform/api';
import { DIALOG_PROPS } from '@ministry/platform/focus';
import { TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { requestAccountDeletion } from '../api/account-deletion';
import { NAMESPACE } from '../texts-account-deletion';

/**
 * "Delete my account": her password in a dialog, then "Check your email" (the link's page confirms).
 * Nothing is deleted here; the 14 days start only once she confirms from the e-mail.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(accountDeletionRequestSchema, { password: '' });
  const close = () => {
    setOpen(false);
    setFailure(null);
    form.reset();
  };
  const onSubmit = form.handleSubmit(
    async (input) => {
      await requestAccountDeletion(input);
      close();
      setSent(true);
    },
    (error) => setFailure(errorMessage(error, t('accountDeletion.failed'))),
  );
  return (
    <section aria-labelledby={headingId} className="mt-5 pt-4 border-top" data-testid="delete-account">
      <h3 id={headingId} className="h5 text-danger">
        {t('accountDeletion.heading')}
      </h3>
      <p className="text-secondary">{t('accountDeletion.intro')}</p>
      {sent ? (
        <Alert variant="info" role="status">
          {t('accountDeletion.sent')}
        </Alert>
      ) : (
        <Button variant="outline-danger" onClick={() => setOpen(true)}>
          {t('accountDeletion.start')}
        </Button>
      )}
      <Modal {...DIALOG_PROPS} show={open} onHide={close} centered aria-labelledby={titleId}>
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Modal.Header>
            <Modal.Title as="h2" id={titleId} className="h5">
              {t('accountDeletion.dialogTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('accountDeletion.dialogBody')}</p>
            {failure && (
              <Alert variant="danger" role="alert">
                {failure}
              </Alert>
            )}
            <TextField form={form} name="password" label={t('accountDeletion.password')} type="password" />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={form.submitting}>
              {t('accountDeletion.cancel')}
            </Button>
            <SubmitButton
              className="btn-danger"
              busy={form.submitting}
              label={t('accountDeletion.send')}
              busyLabel={t('accountDeletion.sending')}
            />
          </Modal.Footer>
        </Form>
      </Modal>
    </section>
  );
}
