import { useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../i18n';
import { useCart } from '../features/cart/api/use-cart';
import { useCartActions } from '../features/cart/api/use-cart-actions';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { OrderSummary } from '../features/checkout/components/order-summary';
import { useRevalidateProducts } from '../features/products/api/use-products';

/** /checkout: form, then submitting, then confirmed (spec §4); members only. */
export default function CheckoutPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.checkout.title'));
  const session = useSession();
  const { data, error, isLoading, mutate } = useCart();
  const cart = useCartActions();
  const revalidateProducts = useRevalidateProducts();
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const items = Array.isArray(data) ? data : [];

  const placed = (number: string) => {
    setOrderNumber(number);
    toast({
      title: t('toast.orderCreated'),
      description: t('toast.orderCreatedBody', { orderNumber: number }),
      variant: 'success',
    });
    // The cart is empty now and the stock changed.
    void cart.refresh();
    void revalidateProducts();
  };

  if (orderNumber) {
    return (
      <Container className="py-5">
        <OrderConfirmation orderNumber={orderNumber} />
      </Container>
    );
  }

  let body;
  if (session.isLoading || (session.isAuthenticated && isLoading)) {
    body = <LoadingState label={t('checkout.loading')} />;
  } else if (!session.isAuthenticated) {
    body = (
      <Alert variant="info" className="mt-3">
        <Alert.Heading as="h2" className="h5">
          {t('checkout.loginRequired')}
        </Alert.Heading>
        <p>{t('checkout.loginRequiredBody')}</p>
        <div className="d-flex gap-2 flex-wrap">
          <Link to="/login?redirect=/checkout" className="btn btn-primary">
            {t('checkout.login')}
          </Link>
          <Link to="/cart" className="btn btn-outline-primary">
            {t('checkout.backToCart')}
          </Link>
        </div>
      </Alert>
    );
  } else if (error) {
    body = <ErrorState message={t('cart.loadError')} onRetry={() => void mutate()} />;
  } else if (items.length === 0) {
    body = (
      <div className="text-center py-5 border rounded-3 bg-light mt-3">
        <h2 className="h4">{t('checkout.empty')}</h2>
        <p className="text-secondary">{t('checkout.emptyBody')}</p>
        <Link to="/shop" className="btn btn-primary">
          {t('checkout.goToShop')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="text-secondary mb-4">{t('checkout.intro')}</p>
        <Row className="g-4 g-lg-5">
          {/* The summary comes first on a phone (what is being bought, then the form) and sits on the right on a wide screen. */}
          <Col lg={5} className="order-lg-last">
            <OrderSummary items={items} />
          </Col>
          <Col lg={7}>
            <CheckoutForm onPlaced={placed} />
          </Col>
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
