import { useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cartTotalCents } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../i18n';
import { useCart } from '../features/cart/api/use-cart';
import { useCartActions } from '../features/cart/api/use-cart-actions';
import { CartTable } from '../features/cart/components/cart-table';
import { EmptyCart } from '../features/cart/components/empty-cart';
import { useFunds } from '../features/cart/api/use-funds';
import { GiftForm } from '../features/cart/components/gift-form';
import { guestMayCheckOut } from '../features/checkout/guest';
import { BRAND_WHEN_DISABLED } from '../components/button-styles';
import { LinkButtons } from '@ministry/platform/link-buttons';

const LOGIN_FOR_CHECKOUT = '/login?redirect=/cart';

/**
 * /cart: spinner, load error, empty state, or the table with Clear Cart, Total and Checkout; then
 * "Add a gift".
 */
export default function CartPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.cart.title'));
  const { data, error, isLoading, mutate } = useCart();
  const session = useSession();
  const cart = useCartActions();
  const navigate = useNavigate();
  const [clearing, setClearing] = useState(false);
  const funds = useFunds();
  const items = Array.isArray(data) ? data : [];
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  // Checkout needs a signed-in member (the service refuses visitors), except for a cart of counseling
  // sessions only (guest checkout): any other visitor is told so and sent to log in, then back here.
  const checkout = () => {
    if (session.isAuthenticated || guestMayCheckOut(items)) {
      navigate('/checkout');
      return;
    }
    toast({ title: t('toast.loginRequired'), description: t('toast.loginRequiredBody'), variant: 'info' });
    navigate(LOGIN_FOR_CHECKOUT);
  };

  const clear = async () => {
    setClearing(true);
    await cart.clear();
    setClearing(false);
  };

  return (
    <Container className="py-5">
      <h1 className="mb-4">{t('pages.cart.title')}</h1>
      {isLoading && <LoadingState label={t('cart.loading')} />}
      {error && !isLoading && <ErrorState message={t('cart.loadError')} onRetry={() => void mutate()} />}
      {!isLoading && !error && items.length === 0 && (
        <EmptyCart
          heading={t('cart.empty')}
          body={t('cart.emptyBody')}
          shopLabel={t('cart.continueShopping')}
        />
      )}
      {items.length > 0 && (
        <>
          <p className="text-secondary">{t('cart.itemCount', { count })}</p>
          <CartTable items={items} />
          <div className="d-flex flex-column flex-md-row justify-content-between align-items-md-start gap-4 mt-3">
            <Button variant="outline-danger" onClick={() => void clear()} disabled={clearing}>
              {t('cart.clear')}
            </Button>
            <div className="ms-md-auto text-md-end" style={{ minWidth: '18rem' }}>
              <p className="fs-4 mb-3" data-testid="cart-total">
                <span>{t('cart.total')}:</span> <strong>{formatCents(cartTotalCents(items))}</strong>
              </p>
              <LinkButtons
                className="d-flex flex-column flex-sm-row gap-2 justify-content-md-end"
                links={[{ to: '/shop', label: t('cart.continueShopping'), variant: 'outline-primary' }]}
              >
                <Button
                  variant="primary"
                  style={BRAND_WHEN_DISABLED}
                  onClick={checkout}
                  disabled={session.isLoading}
                >
                  {t('cart.checkout')}
                </Button>
              </LinkButtons>
            </div>
          </div>
        </>
      )}
      {/* A gift can be the cart's only line; without the funds (billing down) there is no form. */}
      {!isLoading && !error && funds.data && funds.data.length > 0 && <GiftForm funds={funds.data} />}
    </Container>
  );
}
