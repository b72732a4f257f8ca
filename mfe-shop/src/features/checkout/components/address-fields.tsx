import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldForm } from '@ministry/platform/form-field';
import type { FieldPath } from '@ministry/platform/use-form';
import { fieldId, type CheckoutFormValues } from '../form';
import { NAMESPACE } from '../../../i18n';

/** A checkout text field (a textarea with `rows`, optional) keeping the id its links know ('checkout-shippingAddress-city'). */
export function CheckoutField({
  form,
  path,
  ...field
}: Omit<Parameters<typeof TextField<CheckoutFormValues>>[0], 'name' | 'id' | 'required'> & {
  path: Exclude<FieldPath<CheckoutFormValues>, 'sameAsShipping'>;
}) {
  return <TextField form={form} name={path} id={fieldId(path)} required={!field.rows} {...field} />;
}

/** The half-width fields after the street, two a line, with their autocomplete tokens. */
const HALF_WIDTH = [
  ['city', 'address-level2'],
  ['state', 'address-level1'],
  ['zipCode', 'postal-code'],
  ['country', 'country-name'],
] as const;

/** Street, city, state, ZIP code and country for the shipping or the billing address. */
export function AddressFields({
  name,
  form,
}: {
  name: 'shippingAddress' | 'billingAddress';
  /** The checkout form (`useForm`'s), of which these fields show one address. */
  form: TextFieldForm<CheckoutFormValues>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const section = name === 'shippingAddress' ? 'shipping' : 'billing';
  return (
    <>
      <CheckoutField
        form={form}
        path={`${name}.street`}
        label={t('checkout.street')}
        autoComplete={`${section} street-address`}
      />
      <Row>
        {HALF_WIDTH.map(([key, autoComplete]) => (
          <Col sm={6} key={key}>
            <CheckoutField
              form={form}
              path={`${name}.${key}`}
              label={t(`checkout.${key}`)}
              autoComplete={`${section} ${autoComplete}`}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
