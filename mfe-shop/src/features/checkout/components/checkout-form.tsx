import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { InlineSpinner } from '@ministry/platform/states';
import { useTranslation } from 'react-i18next';
import { checkoutSchema, type CheckoutRequest, type CheckoutResponse } from '@ministry/contracts/checkout';
import { ApiError, apiSend } from '@ministry/platform/api';
import { useSession } from '@ministry/platform/session';
import { CheckField } from '@ministry/platform/form-field';
import { reportFailure } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { initialValues, showsError, toRequest, type CheckoutFormValues } from '../form';
import { BRAND_WHEN_DISABLED } from '../../../components/button-styles';
import { AddressFields, CheckoutField } from './address-fields';

export const CHECKOUT_URL = '/api/checkout';

function newAttemptKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The contact fields, two a line: name, input type and autocomplete token. */
const CONTACT_FIELDS = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
] as const;

/**
 * Contact information, shipping address (when something in the cart ships: `ships`), billing address
 * (same as shipping by default) and optional notes; validated on submit with the shared messages (the
 * schema the service uses), then field by field as they change. Submitting creates the order, pending
 * payment, and hands it on.
 */
export function CheckoutForm({
  ships,
  free,
  onPlaced,
}: {
  ships: boolean;
  /** Nothing to pay (a plan's free place): the button confirms the order, no payment step follows. */
  free: boolean;
  onPlaced: (checkout: CheckoutResponse, request: CheckoutRequest) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const prepare = useCallback((values: CheckoutFormValues) => toRequest(values, ships), [ships]);
  const shown = useCallback(
    (path: string, values: CheckoutFormValues) => showsError(path, values, ships),
    [ships],
  );
  const form = useForm<typeof checkoutSchema, CheckoutFormValues>(
    checkoutSchema,
    initialValues(session.user ?? undefined),
    { prepare, showsError: shown, revalidateAfterSubmit: true },
  );
  const { values, errors, setValues, submitting } = form;
  // A 429 (too many checkouts, or too many declined cards): said on the page until the next submit,
  // with the form as typed, so she can come back to it once the wait is over.
  const [limited, setLimited] = useState<string | null>(null);
  // One key per checkout: a double submit (two clicks, a retried request) is then one order. Once an
  // order exists, coming back to these details and submitting again is a new checkout.
  const attemptKey = useRef(newAttemptKey());

  // A member's name and e-mail fill in once the session is known, unless already typed.
  const user = session.user;
  useEffect(() => {
    if (!user) return;
    setValues((current) => {
      const contact = current.contactInfo;
      if (contact.firstName || contact.lastName || contact.email) return current;
      return { ...current, contactInfo: initialValues(user).contactInfo };
    });
  }, [user, setValues]);

  // The request as typed (the schema only checks it), sent once the form is valid.
  const submit = form.handleSubmit(
    async () => {
      setLimited(null);
      const request = toRequest(values, ships);
      const response = await apiSend<CheckoutResponse>('POST', CHECKOUT_URL, request, {
        'Idempotency-Key': attemptKey.current,
      });
      attemptKey.current = newAttemptKey();
      onPlaced(response, request);
    },
    (error) => {
      if (error instanceof ApiError && error.status === 401) void session.refresh();
      if (error instanceof ApiError && error.status === 429) setLimited(error.serverMessage ?? '');
      const report = { title: t('toast.checkoutFailed'), message: t('toast.checkoutFailedBody') };
      reportFailure('Placing the order', error, report);
    },
  );

  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <fieldset disabled={submitting}>
        <section className="mb-4" aria-labelledby="checkout-contact-heading">
          <h2 id="checkout-contact-heading" className="h5 mb-3">
            {t('checkout.contactInfo')}
          </h2>
          <Row>
            {CONTACT_FIELDS.map(([key, type, autoComplete]) => (
              <Col sm={6} key={key}>
                <CheckoutField
                  form={form}
                  path={`contactInfo.${key}`}
                  label={t(`checkout.${key}`)}
                  type={type}
                  autoComplete={autoComplete}
                />
              </Col>
            ))}
          </Row>
        </section>

        {ships ? (
          <section className="mb-4" aria-labelledby="checkout-shipping-heading">
            <h2 id="checkout-shipping-heading" className="h5 mb-3">
              {t('checkout.shippingAddress')}
            </h2>
            <AddressFields name="shippingAddress" form={form} />
          </section>
        ) : (
          <p className="text-secondary" data-testid="checkout-no-shipping">
            {t('checkout.noShipping')}
          </p>
        )}

        <section className="mb-4" aria-labelledby="checkout-billing-heading">
          <h2 id="checkout-billing-heading" className="h5 mb-3">
            {t('checkout.billingAddress')}
          </h2>
          {ships && (
            <CheckField
              form={form}
              name="sameAsShipping"
              id="checkout-same-as-shipping"
              className="mb-3"
              label={t('checkout.sameAsShipping')}
            />
          )}
          {(!ships || !values.sameAsShipping) && <AddressFields name="billingAddress" form={form} />}
        </section>

        <CheckoutField
          form={form}
          path="notes"
          label={t('checkout.notes')}
          hint={t('checkout.notesHelp')}
          rows={3}
        />
      </fieldset>

      {limited !== null && (
        <Alert variant="warning" role="alert" data-testid="checkout-limited">
          <Alert.Heading as="h2" className="h6">
            {t('checkout.limitedTitle')}
          </Alert.Heading>
          <p className="mb-0">{limited || t('checkout.limitedKept')}</p>
        </Alert>
      )}
      {hasErrors && (
        <Alert variant="danger" className="py-2" role="alert">
          {t('checkout.errorSummary')}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100" style={BRAND_WHEN_DISABLED} disabled={submitting}>
        {submitting && <InlineSpinner className="me-2" />}
        {submitting ? t('checkout.processing') : t(free ? 'checkout.confirmFree' : 'checkout.placeOrder')}
      </Button>
    </Form>
  );
}
