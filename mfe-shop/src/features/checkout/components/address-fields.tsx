import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Address } from '@ministry/contracts/checkout';
import type { CheckoutFormValues } from '../form';
import { NAMESPACE } from '../../../i18n';
import { TextField } from './text-field';

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
  values,
  setValue,
  errorFor,
}: {
  name: 'shippingAddress' | 'billingAddress';
  /** The checkout form's values and setter (`useForm`'s), of which these fields show one address. */
  values: CheckoutFormValues;
  setValue: (path: `${'shippingAddress' | 'billingAddress'}.${keyof Address}`, value: string) => void;
  errorFor: (path: `${'shippingAddress' | 'billingAddress'}.${keyof Address}`) => string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const section = name === 'shippingAddress' ? 'shipping' : 'billing';
  const field = (key: keyof Address, autoComplete: string) => ({
    path: `${name}.${key}`,
    value: values[name][key],
    onChange: (next: string) => setValue(`${name}.${key}`, next),
    error: errorFor(`${name}.${key}`),
    required: true,
    autoComplete: `${section} ${autoComplete}`,
  });
  return (
    <>
      <TextField label={t('checkout.street')} {...field('street', 'street-address')} />
      <Row>
        {HALF_WIDTH.map(([key, autoComplete]) => (
          <Col sm={6} key={key}>
            <TextField label={t(`checkout.${key}`)} {...field(key, autoComplete)} />
          </Col>
        ))}
      </Row>
    </>
  );
}
