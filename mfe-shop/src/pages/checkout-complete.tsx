import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDER_NUMBER_PATTERN } from '@ministry/contracts/order';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { InlineSpinner, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { useCartActions } from '../features/cart/api/use-cart-actions';
import { useOrderOutcome } from '../features/checkout/api/order-outcome';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { useRevalidateProducts } from '../features/products/api/use-products';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-light mx-auto" style={{ maxWidth: '40rem' }}>
      <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** Waits for Stripe's webhook to mark the order paid, then confirms it (or says what happened). */
function Completion({
  orderNumber,
  redirectFailed,
  member,
}: {
  orderNumber: string;
  redirectFailed: boolean;
  /** Signed in (her orders are in her account); else a visitor whose order the cart cookie names. */
  member: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const outcome = useOrderOutcome(redirectFailed ? null : orderNumber);
  const cart = useCartActions();
  const revalidateProducts = useRevalidateProducts();
  const paid = outcome.kind === 'paid';
  useEffect(() => {
    if (!paid) return;
    // The shop emptied the cart when the payment arrived: the header badge follows.
    void cart.refresh();
    void revalidateProducts();
    // Once, when the order is paid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  const backToCart = (
    <Link to="/cart" className="btn btn-primary">
      {t('complete.backToCart')}
    </Link>
  );
  if (redirectFailed)
    return (
      <Notice title={t('complete.failedTitle')}>
        <p className="text-secondary mb-4">{t('complete.payment_failed')}</p>
        {backToCart}
      </Notice>
    );
  switch (outcome.kind) {
    case 'paid':
      return (
        <OrderConfirmation
          orderNumber={outcome.order.orderNumber}
          member={member}
          items={outcome.order.items}
        />
      );
    case 'failed':
      return (
        <Notice title={t('complete.failedTitle')}>
          <p className="text-secondary mb-4">{t(`complete.${outcome.status}`)}</p>
          {backToCart}
        </Notice>
      );
    case 'not_found':
      return (
        <Notice title={t(member ? 'complete.notFound' : 'complete.notFoundGuest')}>
          {member ? (
            <Link to="/account?tab=orders" className="btn btn-primary">
              {t('checkout.viewOrders')}
            </Link>
          ) : (
            backToCart
          )}
        </Notice>
      );
    case 'slow':
      return (
        <Notice title={t('complete.slowTitle')}>
          <p className="text-secondary mb-1">{t('checkout.orderNumber')}</p>
          <p className="fs-4 fw-bold font-monospace mb-3">{orderNumber}</p>
          <p className="text-secondary mb-4">{t(member ? 'complete.slowBody' : 'complete.slowBodyGuest')}</p>
          {member && (
            <Link to="/account?tab=orders" className="btn btn-primary">
              {t('checkout.viewOrders')}
            </Link>
          )}
        </Notice>
      );
    default:
      return (
        <div className="text-center py-5 mx-auto" style={{ maxWidth: '40rem' }}>
          <h1 className="h2 mb-3">{t('pages.checkoutComplete.title')}</h1>
          <div
            role="status"
            aria-live="polite"
            className="d-flex justify-content-center align-items-center gap-2"
          >
            <InlineSpinner />
            <span>{t('complete.confirming')}</span>
          </div>
          <p className="text-secondary mt-2">{t('complete.confirmingBody')}</p>
        </div>
      );
  }
}

/**
 * /checkout/complete?order=<number>: where Stripe sends the browser after confirming an order's
 * payment. The order is paid only when the shop has Stripe's webhook, so this page asks until then.
 * A member's order is read with her session, a visitor's (guest checkout) with her cart cookie.
 */
export default function CheckoutCompletePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.checkoutComplete.title'));
  const [params] = useSearchParams();
  const orderNumber = params.get('order') ?? '';
  const valid = ORDER_NUMBER_PATTERN.test(orderNumber);
  const session = useSession();
  return (
    <Container className="py-5">
      {valid && session.isLoading ? (
        <LoadingState />
      ) : valid ? (
        <Completion
          orderNumber={orderNumber}
          redirectFailed={params.get('redirect_status') === 'failed'}
          member={session.isAuthenticated}
        />
      ) : (
        <Notice title={t('complete.missing')}>
          <Link to="/cart" className="btn btn-primary">
            {t('complete.backToCart')}
          </Link>
        </Notice>
      )}
    </Container>
  );
}
