import { Alert, Button, Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineKind, type PricedLine } from '@ministry/contracts/cart';
import type { Address } from '@ministry/contracts/checkout';
import { placeLineName, placeNotes, placePersonText } from '@ministry/contracts/line-names';
import { localize, type Language } from '@ministry/contracts/language';
import type { AdminOrder, OrderLine } from '@ministry/contracts/order';
import { formatCents } from '@ministry/contracts/money';
import { describeOption } from '@ministry/contracts/product';
import { ApiError } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { AddressLines, OrderStatusBadge } from '@ministry/platform/order-display';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { TableHead } from '@ministry/platform/table-head';
import { NAMESPACE } from '../../../i18n';
import { useAdminOrder } from '../api/admin-orders';
import { CancelRequestNote } from './cancel-request-note';
import { formatWhen } from './order-format';
import { OrderActions } from './order-actions';

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Col sm={6} lg={3}>
      <h4 className="h6">{title}</h4>
      {address ? (
        <AddressLines address={address} className="small mb-0" />
      ) : (
        // Only gifts and resources: nothing ships.
        <p className="small mb-0 text-secondary" data-testid="order-no-shipping">
          {t('orders.detail.noShipping')}
        </p>
      )}
    </Col>
  );
}

/**
 * Under a line's name: a product's options; a gift's tax-deductible amount; an event's places, each
 * person with her option and price, then what lowered its price (`placeNotes`).
 */
function lineDetail(line: OrderLine, language: Language, deductible: (amount: string) => string): string {
  if (lineKind(line) === 'gift') return deductible(formatCents(line.deductibleCents ?? 0));
  if (lineKind(line) === 'place' && line.place) {
    const people = line.place.people.map((person) => placePersonText(person, language));
    return [...people, ...placeNotes(line.place, language)].join(' · ');
  }
  return Object.entries(line.options)
    .map(([key, value]) => {
      const option = describeOption(key, value, language);
      return `${option.label}: ${option.value}`;
    })
    .join(' · ');
}

const KIND_LABELS = {
  gift: 'orders.detail.gift',
  resource: 'orders.detail.resource',
  place: 'orders.detail.place',
  session: 'orders.detail.session',
  package: 'orders.detail.package',
} as const;

/** A gift's, a resource's or an event's places' kind, said before its name (a product is as it always was). */
function KindBadge({ line }: { line: Pick<PricedLine, 'kind'> }) {
  const { t } = useTranslation(NAMESPACE);
  const kind = lineKind(line);
  if (kind === 'product') return null;
  return (
    <span className="badge text-bg-light border me-2" data-testid="line-kind">
      {t(KIND_LABELS[kind])}
    </span>
  );
}

/** A line's name; an event's places with their New York day ("Retreat — March 22, 2025"). */
function lineName(line: OrderLine, language: Language): string {
  const name = localize(line.name, line.nameEs, language);
  return lineKind(line) === 'place' && line.place ? placeLineName(name, line.place.date, language) : name;
}

function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Table size="sm" className="mb-0 align-middle adm-stack" data-testid="order-lines">
      <TableHead
        columns={['product', 'price', 'quantity', 'lineTotal']}
        label={(key) => t(`orders.detail.${key}`)}
        classes={{ price: 'text-end', quantity: 'text-end', lineTotal: 'text-end' }}
      />
      <tbody>
        {order.items.map((line, index) => {
          const refunded = order.refundedQuantities[index] ?? 0;
          return (
            <tr key={index}>
              <th scope="row" className="fw-semibold text-break">
                <KindBadge line={line} />
                {lineName(line, language)}
                <div className="small text-secondary fw-normal">
                  {lineDetail(line, language, (amount) => t('orders.detail.deductible', { amount }))}
                </div>
                <CancelRequestNote order={order} index={index} />
              </th>
              <td className="text-end">{formatCents(line.priceCents)}</td>
              <td className="text-end">
                × {line.quantity}
                {refunded > 0 && (
                  <div className="small text-danger">
                    {t('orders.detail.refundedUnits', { count: refunded })}
                  </div>
                )}
              </td>
              <td className="text-end">{formatCents(line.priceCents * line.quantity)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function Totals({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const rows: [string, string][] = [
    [t('orders.detail.subtotal'), formatCents(order.subtotalCents)],
    [t('orders.detail.shipping'), formatCents(order.shippingCents)],
    [t('orders.detail.total'), formatCents(order.totalCents)],
  ];
  if (order.refundedCents > 0)
    rows.push([t('orders.detail.refunded'), `−${formatCents(order.refundedCents)}`]);
  return (
    <dl className="adm-totals small mb-0" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="d-flex justify-content-between gap-3">
          <dt className="fw-normal">{label}</dt>
          <dd className="mb-0 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <ol className="list-unstyled mb-0 small adm-order-history" data-testid="order-history">
      {order.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="mb-2">
          <span className="fw-semibold">{t(`orders.historyActions.${entry.action}`)}</span>{' '}
          <span className="text-secondary">
            · <time dateTime={entry.at}>{formatWhen(entry.at, language)}</time> ·{' '}
            {t('orders.detail.by', { who: entry.by })}
          </span>
          {entry.note && <div className="text-break">{entry.note}</div>}
        </li>
      ))}
    </ol>
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const partlyRefunded = order.status !== 'refunded' && order.refundedCents > 0;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h3 className="h4 mb-0" id="adm-order-title">
          {t('orders.detail.title', { number: order.orderNumber })}
        </h3>
        <OrderStatusBadge status={order.status} />
        {partlyRefunded && <span className="badge text-bg-light border">{t('orders.partlyRefunded')}</span>}
      </div>
      <p className="text-secondary small">
        {t('orders.detail.placed', { date: formatWhen(order.createdAt, language) })}
      </p>
      {order.flagged && (
        <Alert variant="danger" data-testid="order-flagged">
          <strong>{t('orders.flagged')}.</strong> {t('orders.flaggedHint')}
        </Alert>
      )}
      <OrderActions order={order} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          <h4 className="h6">{t('orders.detail.items')}</h4>
          <OrderLines order={order} />
          <div className="d-flex justify-content-end mt-3">
            <Totals order={order} />
          </div>
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body>
          <Row className="g-3">
            <Col sm={6} lg={3}>
              <h4 className="h6">{t('orders.detail.customer')}</h4>
              <div className="small text-break">
                <div>
                  {order.contactInfo.firstName} {order.contactInfo.lastName}
                </div>
                <div>
                  <a href={`mailto:${order.contactInfo.email}`}>{order.contactInfo.email}</a>
                </div>
                <div>{order.contactInfo.phone}</div>
              </div>
            </Col>
            <AddressBlock title={t('orders.detail.shippingAddress')} address={order.shippingAddress} />
            <AddressBlock title={t('orders.detail.billingAddress')} address={order.billingAddress} />
            <Col sm={6} lg={3}>
              <h4 className="h6">{t('orders.detail.payment')}</h4>
              <div className="small text-break" data-testid="order-payment">
                <div>
                  {order.paidAt
                    ? t('orders.detail.paidAt', { date: formatWhen(order.paidAt, language) })
                    : t('orders.detail.notPaid')}
                </div>
                {order.status === 'pending_payment' && order.holdExpiresAt && (
                  <div>
                    {t('orders.detail.holdUntil', { date: formatWhen(order.holdExpiresAt, language) })}
                  </div>
                )}
                {order.paymentIntentId && (
                  <div>
                    {t('orders.detail.paymentIntent')}: <code>{order.paymentIntentId}</code>
                  </div>
                )}
              </div>
              {order.shipment && (
                <>
                  <h4 className="h6 mt-3">{t('orders.detail.shipment')}</h4>
                  <div className="small text-break" data-testid="order-shipment">
                    <div>
                      {t('orders.detail.shippedBy', {
                        carrier: order.shipment.carrier,
                        tracking: order.shipment.trackingNumber,
                      })}
                    </div>
                    <div>
                      {t('orders.detail.shippedAt', { date: formatWhen(order.shipment.shippedAt, language) })}
                    </div>
                    {order.deliveredAt && (
                      <div>
                        {t('orders.detail.deliveredAt', { date: formatWhen(order.deliveredAt, language) })}
                      </div>
                    )}
                  </div>
                </>
              )}
            </Col>
          </Row>
          {order.notes && (
            <>
              <h4 className="h6 mt-3">{t('orders.detail.notes')}</h4>
              <p className="small mb-0 text-break adm-message-body">{order.notes}</p>
            </>
          )}
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <h4 className="h6">{t('orders.detail.history')}</h4>
          <History order={order} />
        </Card.Body>
      </Card>
    </>
  );
}

/** One order for staff: lines, addresses, payment, shipment, history, and what can be done next. */
export function OrderDetail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: order, error, mutate } = useAdminOrder(orderNumber);
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <section aria-labelledby="adm-order-title">
      <Button variant="link" className="px-0 mb-2" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('orders.detail.back')}
      </Button>
      {notFound ? (
        <Alert variant="warning">
          <h3 className="h5 mb-1" id="adm-order-title">
            {t('orders.detail.notFound', { number: orderNumber })}
          </h3>
        </Alert>
      ) : error ? (
        <ErrorState title={t('orders.detail.loadError')} onRetry={() => void mutate()} />
      ) : !order ? (
        <LoadingState label={t('orders.detail.loading')} />
      ) : (
        <OrderCard order={order} />
      )}
    </section>
  );
}
