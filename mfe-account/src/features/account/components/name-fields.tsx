import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldForm } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';

const NAMES = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

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
      {NAMES.map(({ name, autoComplete }) => (
        <Col sm={6} key={name}>
          <TextField
            form={form}
            name={name}
            label={t(`account.${name}`)}
            autoComplete={autoComplete}
            hint={hint}
          />
        </Col>
      ))}
    </Row>
  );
}
