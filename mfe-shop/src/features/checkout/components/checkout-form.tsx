import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Address, CheckoutResponse, ContactInfo } from '@ministry/contracts/checkout';
import { translateMessage } from '@ministry/contracts/messages';
import { ApiError, apiSend } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import {
  FIELD_ORDER,
  fieldId,
  initialValues,
  toRequest,
  validateCheckout,
  type CheckoutFormValues,
  type FieldErrors,
} from '../form';
import { BRAND_WHEN_DISABLED } from '../../../components/button-styles';
import { AddressFields } from './address-fields';
import { TextField } from './text-field';

export const CHECKOUT_URL = '/api/checkout';

/** Field messages a 400 from the service carries (already in the caller's language). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: Record<string, string> };
    return body.errors ?? {};
  } catch {
    return {};
  }
}

/**
 * Contact information, shipping address, billing address (same as shipping by default) and optional
 * notes; validated on submit with the spec's messages, then field by field as they change.
 */
export function CheckoutForm({ onPlaced }: { onPlaced: (orderNumber: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const session = useSession();
  const [values, setValues] = useState<CheckoutFormValues>(() => initialValues(session.user ?? undefined));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // A member's name and e-mail fill in once the session is known, unless already typed.
  const user = session.user;
  useEffect(() => {
    if (!user) return;
    setValues((current) => {
      const contact = current.contactInfo;
      if (contact.firstName || contact.lastName || contact.email) return current;
      return { ...current, contactInfo: initialValues(user).contactInfo };
    });
  }, [user]);

  const change = (next: CheckoutFormValues) => {
    setValues(next);
    if (submitted) setErrors(validateCheckout(next));
  };
  const setContact = (key: keyof ContactInfo, value: string) =>
    change({ ...values, contactInfo: { ...values.contactInfo, [key]: value } });
  const setAddress = (name: 'shippingAddress' | 'billingAddress') => (key: keyof Address, value: string) =>
    change({ ...values, [name]: { ...values[name], [key]: value } });
  const errorFor = (path: string) => {
    const message = errors[path];
    return message ? translateMessage(message, language) : undefined;
  };
  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((path) => found[path]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validateCheckout(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      const response = await apiSend<CheckoutResponse>('POST', CHECKOUT_URL, toRequest(values));
      onPlaced(response.orderNumber);
    } catch (error) {
      console.error(error);
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirst(fromServer);
      }
      if (error instanceof ApiError && error.status === 401) void session.refresh();
      toast({
        title: t('toast.checkoutFailed'),
        description: (error instanceof ApiError && error.serverMessage) || t('toast.checkoutFailedBody'),
        variant: 'error',
      });
      setSubmitting(false);
    }
  };

  const contact = (key: keyof ContactInfo, type: 'text' | 'email' | 'tel', autoComplete: string) => ({
    path: `contactInfo.${key}`,
    value: values.contactInfo[key],
    onChange: (value: string) => setContact(key, value),
    error: errorFor(`contactInfo.${key}`),
    required: true,
    type,
    autoComplete,
  });
  const hasErrors = submitted && Object.keys(errors).length > 0;

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <fieldset disabled={submitting}>
        <section className="mb-4" aria-labelledby="checkout-contact-heading">
          <h2 id="checkout-contact-heading" className="h5 mb-3">
            {t('checkout.contactInfo')}
          </h2>
          <Row>
            <Col sm={6}>
              <TextField label={t('checkout.firstName')} {...contact('firstName', 'text', 'given-name')} />
            </Col>
            <Col sm={6}>
              <TextField label={t('checkout.lastName')} {...contact('lastName', 'text', 'family-name')} />
            </Col>
          </Row>
          <Row>
            <Col sm={6}>
              <TextField label={t('checkout.email')} {...contact('email', 'email', 'email')} />
            </Col>
            <Col sm={6}>
              <TextField label={t('checkout.phone')} {...contact('phone', 'tel', 'tel')} />
            </Col>
          </Row>
        </section>

        <section className="mb-4" aria-labelledby="checkout-shipping-heading">
          <h2 id="checkout-shipping-heading" className="h5 mb-3">
            {t('checkout.shippingAddress')}
          </h2>
          <AddressFields
            name="shippingAddress"
            value={values.shippingAddress}
            onChange={setAddress('shippingAddress')}
            errorFor={errorFor}
          />
        </section>

        <section className="mb-4" aria-labelledby="checkout-billing-heading">
          <h2 id="checkout-billing-heading" className="h5 mb-3">
            {t('checkout.billingAddress')}
          </h2>
          <Form.Check
            type="checkbox"
            id="checkout-same-as-shipping"
            className="mb-3"
            label={t('checkout.sameAsShipping')}
            checked={values.sameAsShipping}
            onChange={(event) => change({ ...values, sameAsShipping: event.target.checked })}
          />
          {!values.sameAsShipping && (
            <AddressFields
              name="billingAddress"
              value={values.billingAddress}
              onChange={setAddress('billingAddress')}
              errorFor={errorFor}
            />
          )}
        </section>

        <section className="mb-4">
          <TextField
            path="notes"
            label={t('checkout.notes')}
            value={values.notes}
            onChange={(notes) => change({ ...values, notes })}
            error={errorFor('notes')}
            help={t('checkout.notesHelp')}
            multiline
          />
        </section>
      </fieldset>

      {hasErrors && (
        <Alert variant="danger" className="py-2" role="alert">
          {t('checkout.errorSummary')}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100" style={BRAND_WHEN_DISABLED} disabled={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {submitting ? t('checkout.processing') : t('checkout.placeOrder')}
      </Button>
    </Form>
  );
}
