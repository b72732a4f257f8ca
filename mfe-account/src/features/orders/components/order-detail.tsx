import { useEffect, useRef, type ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Address } from '@ministry/contracts/checkout';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { giftDisclosure, type Order } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { ApiError } from '@ministry/platform/api';
import { AddressLines, OrderStatusBadge } from '@ministry/platform/order-display';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useMyOrder } from '../api/orders';
import { NAMESPACE } from '../texts';
import { OrderLines } from './order-lines';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <h4 className="h6 text-uppercase text-secondary mb-2">{title}</h4>
      {children}
    </div>
  );
}

/**
 * What she paid: the lines' sum, shipping (when anything ships), the total, the tax-deductible part
 * when there is a gift and, if any, what was refunded.
 */
function Totals({ order }: { order: Order }) {
  const { t } = useTranslation(NAMESPACE);
  const refunded = order.refundedCents > 0;
  const { deductibleCents } = giftDisclosure(order);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className={`d-flex justify-content-between ${strong ? 'fw-bold fs-5 border-top pt-2 mt-1' : ''}`}>
      <dt className={strong ? '' : 'fw-normal'}>{label}</dt>
      <dd className="mb-1" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="mb-4 mt-3">
      {row(t('orders.subtotal'), formatCents(order.subtotalCents), 'order-subtotal')}
      {order.shippingAddress &&
        row(
          t('orders.shipping'),
          order.shippingCents === 0 ? t('orders.free') : formatCents(order.shippingCents),
          'order-shipping',
        )}
      {row(t('orders.total'), formatCents(order.totalCents), 'order-total', true)}
      {deductibleCents > 0 && row(t('orders.deductible'), formatCents(deductibleCents), 'order-deductible')}
      {refunded && row(t('orders.refundedAmount'), `−${formatCents(order.refundedCents)}`, 'order-refunded')}
    </dl>
  );
}

/** Where the order goes and how far it got: only for an order with something to ship. */
function Shipping({
  order,
  address,
  day,
}: {
  order: Order;
  address: Address;
  day: (instant: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Block title={t('orders.shipmentHeading')}>
        <div data-testid="order-shipment">
          {order.shipment ? (
            <>
              <p className="mb-1">{t('orders.shippedOn', { date: day(order.shipment.shippedAt) })}</p>
              <p className="mb-1">
                {t('orders.carrier')}: {order.shipment.carrier}
              </p>
              <p className="mb-1">
                {t('orders.trackingNumber')}:{' '}
                <span className="font-monospace">{order.shipment.trackingNumber}</span>
              </p>
            </>
          ) : (
            <p className="mb-1 text-secondary">{t('orders.notShipped')}</p>
          )}
          {order.deliveredAt && (
            <p className="mb-1">{t('orders.deliveredOn', { date: day(order.deliveredAt) })}</p>
          )}
        </div>
      </Block>
      <Block title={t('orders.shippingAddress')}>
        <AddressLines address={address} />
      </Block>
    </>
  );
}

function Detail({ order }: { order: Order }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const day = (instant: string) => formatInstantDay(instant, language, 'long');
  const unpaid = order.status as keyof typeof UNPAID_KEYS;
  const payment = order.paidAt
    ? t('orders.paidOn', { date: day(order.paidAt) })
    : UNPAID_KEYS[unpaid]
      ? t(UNPAID_KEYS[unpaid])
      : null;
  const { contactInfo: contact } = order;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <OrderStatusBadge status={order.status} />
        <span className="text-secondary">{t('orders.placedOn', { date: day(order.createdAt) })}</span>
      </div>
      <Row className="g-4 mt-1">
        <Col lg={7}>
          <Block title={t('orders.items')}>
            <OrderLines items={order.items} />
            <Totals order={order} />
          </Block>
        </Col>
        <Col lg={5}>
          <Block title={t('orders.paymentHeading')}>
            {payment && (
              <p className="mb-1" data-testid="order-payment">
                {payment}
              </p>
            )}
            {order.refundedCents > 0 && (
              <p className="mb-1">{t('orders.refundedNote', { amount: formatCents(order.refundedCents) })}</p>
            )}
          </Block>
          {order.shippingAddress && <Shipping order={order} address={order.shippingAddress} day={day} />}
          <Block title={t('orders.billingAddress')}>
            <AddressLines address={order.billingAddress} />
          </Block>
          <Block title={t('orders.contact')}>
            <p className="mb-0">
              {contact.firstName} {contact.lastName}
              <br />
              {contact.email}
              <br />
              {contact.phone}
            </p>
          </Block>
          {order.notes && (
            <Block title={t('orders.notes')}>
              <p className="mb-0 text-break">{order.notes}</p>
            </Block>
          )}
        </Col>
      </Row>
    </>
  );
}

/** Why an order without a payment has none. */
const UNPAID_KEYS = {
  pending_payment: 'orders.payment.pending_payment',
  payment_failed: 'orders.payment.payment_failed',
  expired: 'orders.payment.expired',
  canceled: 'orders.payment.canceled',
} as const;

/** One of her orders: heading with its number, then lines, amounts, payment, shipping and addresses. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, mutate } = useMyOrder(orderNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [orderNumber]);

  let body;
  if (isLoading) body = <LoadingState label={t('orders.detailLoading')} />;
  else if (error instanceof ApiError && error.status === 404)
    body = <ErrorState message={t('orders.notFound')} />;
  else if (error || !data)
    body = <ErrorState message={t('orders.detailError')} onRetry={() => void mutate()} />;
  else body = <Detail order={data} />;

  return (
    <section aria-labelledby="order-detail-heading">
      <Link to={{ search: '?tab=orders' }} className="d-inline-block mb-3">
        <span aria-hidden="true">← </span>
        {t('orders.backToList')}
      </Link>
      <h3 id="order-detail-heading" ref={heading} tabIndex={-1} className="h4 mb-2">
        {t('orders.detailHeading', { orderNumber })}
      </h3>
      {body}
    </section>
  );
}
