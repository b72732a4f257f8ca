import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Address } from '@ministry/contracts/checkout';
import { NAMESPACE } from '../../../i18n';
import { TextField } from './text-field';

/** Street, city, state, ZIP code and country for the shipping or the billing address. */
export function AddressFields({
  name,
  value,
  onChange,
  errorFor,
}: {
  name: 'shippingAddress' | 'billingAddress';
  value: Address;
  onChange: (field: keyof Address, value: string) => void;
  errorFor: (path: `${'shippingAddress' | 'billingAddress'}.${keyof Address}`) => string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const section = name === 'shippingAddress' ? 'shipping' : 'billing';
  const field = (key: keyof Address, autoComplete: string) => ({
    path: `${name}.${key}`,
    value: value[key],
    onChange: (next: string) => onChange(key, next),
    error: errorFor(`${name}.${key}`),
    required: true,
    autoComplete: `${section} ${autoComplete}`,
  });
  return (
    <>
      <TextField label={t('checkout.street')} {...field('street', 'street-address')} />
      <Row>
        <Col sm={6}>
          <TextField label={t('checkout.city')} {...field('city', 'address-level2')} />
        </Col>
        <Col sm={6}>
          <TextField label={t('checkout.state')} {...field('state', 'address-level1')} />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <TextField label={t('checkout.zipCode')} {...field('zipCode', 'postal-code')} />
        </Col>
        <Col sm={6}>
          <TextField label={t('checkout.country')} {...field('country', 'country-name')} />
        </Col>
      </Row>
    </>
  );
}
