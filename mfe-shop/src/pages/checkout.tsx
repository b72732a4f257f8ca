import { useEffect, useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { needsShipping } from '@ministry/contracts/cart';
import { ORDER_RETURN_PATH, type CheckoutRequest, type CheckoutResponse } from '@ministry/contracts/checkout';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { useCart } from '../features/cart/api/use-cart';
import { EmptyCart } from '../features/cart/components/empty-cart';
import { cartAmounts, chargedAmounts } from '../features/checkout/amounts';
import { useShopSettings } from '../features/checkout/api/shop-settings';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { DetailsRecap } from '../features/checkout/components/details-recap';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { PaymentSection } from '../features/checkout/components/payment-section';
import { fieldId } from '../features/checkout/form';
import { guestMayCheckOut } from '../features/checkout/guest';
import { useRevalidateProducts } from '../features/products/api/use-products';
import { LinkButtons } from '@ministry/platform/link-buttons';

interface PlacedOrder {
  checkout: CheckoutResponse;
  request: CheckoutRequest;
}

/**
 * /checkout (members; a visitor for a cart of counseling sessions only): the details form, then, once the order exists (pending payment, its items
 * held), the payment step in the same page. "Edit Details" goes back to the form, kept as typed; the
 * next submit is a new checkout (the service cancels the order left unpaid).
 */
export default function CheckoutPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.checkout.title'));
  const session = useSession();
  const { data, error, isLoading, mutate } = useCart();
  const settings = useShopSettings();
  const revalidateProducts = useRevalidateProducts();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [editing, setEditing] = useState(false);
  const items = Array.isArray(data) ? data : [];

  useEffect(() => {
    if (editing) document.getElementById(fieldId('contactInfo.firstName'))?.focus();
  }, [editing]);

  const onPlaced = (checkout: CheckoutResponse, request: CheckoutRequest) => {
    // Nothing to pay (a free place): the order is already confirmed, there is no card step.
    if (!checkout.clientSecret) {
      navigate(`${ORDER_RETURN_PATH}?order=${encodeURIComponent(checkout.orderNumber)}`);
      return;
    }
    setPlaced({ checkout, request });
    setEditing(false);
    // The held items left the sellable stock.
    void revalidateProducts();
  };
  const editDetails = () => {
    setPlaced(null);
    setEditing(true);
  };

  // A visitor checks out a cart of sessions only (her order then stays hers through the cart cookie).
  const allowed = session.isAuthenticated || guestMayCheckOut(items) || placed !== null;
  let body;
  if (session.isLoading || isLoading || (allowed && settings.isLoading)) {
    body = <LoadingState label={t('checkout.loading')} />;
  } else if (!allowed) {
    body = (
      <Alert variant="info" className="mt-3">
        <Alert.Heading as="h2" className="h5">
          {t('checkout.loginRequired')}
        </Alert.Heading>
        <p>{t('checkout.loginRequiredBody')}</p>
        <LinkButtons
          className="d-flex gap-2 flex-wrap"
          links={[
            { to: '/login?redirect=/checkout', label: t('checkout.login') },
            { to: '/cart', label: t('checkout.backToCart'), variant: 'outline-primary' },
          ]}
        />
      </Alert>
    );
  } else if (error) {
    body = <ErrorState message={t('cart.loadError')} onRetry={() => void mutate()} />;
  } else if (settings.error || !settings.data) {
    body = <ErrorState message={t('checkout.settingsError')} onRetry={() => void settings.mutate()} />;
  } else if (items.length === 0 && !placed) {
    body = (
      <EmptyCart
        heading={t('checkout.empty')}
        body={t('checkout.emptyBody')}
        shopLabel={t('checkout.goToShop')}
        className="mt-3"
      />
    );
  } else {
    const { publishableKey } = settings.data;
    const amounts = placed ? chargedAmounts(placed.checkout) : cartAmounts(items, settings.data);
    let main;
    if (!publishableKey) {
      main = (
        <Alert variant="warning" data-testid="payments-unavailable">
          <Alert.Heading as="h2" className="h5">
            {t('checkout.paymentsOff')}
          </Alert.Heading>
          <p>{t('checkout.paymentsOffBody')}</p>
          <Link to="/contact" className="btn btn-outline-primary">
            {t('checkout.contactUs')}
          </Link>
        </Alert>
      );
    } else {
      main = (
        <>
          {/* Kept mounted while paying, so the details come back as typed. */}
          <div hidden={!!placed}>
            <CheckoutForm ships={needsShipping(items)} free={amounts.totalCents === 0} onPlaced={onPlaced} />
          </div>
          {placed && (
            <>
              <DetailsRecap request={placed.request} onEdit={editDetails} />
              <PaymentSection
                checkout={placed.checkout}
                publishableKey={publishableKey}
                onRestart={editDetails}
              />
            </>
          )}
        </>
      );
    }
    body = (
      <>
        <p className="text-secondary mb-4">{t('checkout.intro')}</p>
        <Row className="g-4 g-lg-5">
          {/* The summary comes first on a phone (what is being bought, then the form) and sits on the right on a wide screen. */}
          <Col lg={5} className="order-lg-last">
            <OrderSummary items={items} amounts={amounts} />
          </Col>
          <Col lg={7}>{main}</Col>
        </Row>
      </>
    );
  }

  return (
    <Container className="py-5">
      <h1 className="mb-2">{t('pages.checkout.title')}</h1>
      {body}
    </Container>
  );
}
