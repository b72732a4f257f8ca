import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldForm } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';

/** Her first and last names, side by side from small screens on: at registration and in her profile. */
export function NameFields({
  form,
  optional = false,
}: {
  form: TextFieldForm<{ firstName: string; lastName: string }>;
  /** Says under each that it may be left empty (at registration). */
  optional?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const hint = optional ? t('register.optional') : undefined;
  return (
    <Row>
      <Col sm={6}>
        <TextField
          form={form}
          name="firstName"
          label={t('account.firstName')}
          autoComplete="given-name"
          hint={hint}
        />
      </Col>
      <Col sm={6}>
        <TextField
          form={form}
          name="lastName"
          label={t('account.lastName')}
          autoComplete="family-name"
          hint={hint}
        />
      </Col>
    </Row>
  );
}
