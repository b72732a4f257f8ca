import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lineTotalCents, type CartItem } from '@ministry/contracts/cart';
import { formatCents } from '@ministry/contracts/money';
import { optionLines } from '@ministry/contracts/product';
import { useLanguage } from '@ministry/platform/i18n';
import { TableHead } from '@ministry/platform/table-head';
import { NAMESPACE } from '../../../i18n';
import { productName } from '../../../display';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useCartActions } from '../api/use-cart-actions';

function StockNote({ item }: { item: CartItem }) {
  const { t } = useTranslation(NAMESPACE);
  if (item.available === undefined || item.quantity <= item.available) return null;
  return (
    <div className="small text-danger mt-1">
      {item.available <= 0 ? t('cart.soldOut') : t('cart.onlyLeft', { count: item.available })}
    </div>
  );
}

/** The cart's lines: picture, name, options, unit price, quantity − and +, subtotal, remove. */
export function CartTable({ items }: { items: CartItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const cart = useCartActions();
  // One change at a time per line, so quick clicks cannot race each other.
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const run = async (item: CartItem, change: () => Promise<boolean>) => {
    setBusy((current) => ({ ...current, [item.id]: true }));
    await change();
    setBusy((current) => ({ ...current, [item.id]: false }));
  };

  return (
    // The wrapper scrolls sideways on a narrow screen; position-relative keeps the visually hidden
    // header text inside it (absolutely positioned, it would otherwise widen the whole page).
    <div className="table-responsive position-relative">
      <Table className="align-middle cart-table mb-0">
        <caption className="visually-hidden">{t('cart.caption')}</caption>
        <TableHead
          columns={['product', 'options', 'price', 'quantity', 'subtotal']}
          label={(key) => t(`cart.${key}`)}
          classes={{
            options: 'd-none d-md-table-cell',
            price: 'text-end',
            quantity: 'text-center',
            subtotal: 'text-end',
          }}
          actions={t('cart.actions')}
        />
        <tbody>
          {items.map((item) => {
            const name = productName(item, language);
            return (
              <tr key={item.id} data-testid="cart-row">
                <th scope="row" className="fw-normal">
                  <div className="d-flex align-items-center gap-3" style={{ minWidth: '12rem' }}>
                    <ProductImage src={item.imageUrl} alt="" size={64} />
                    <div>
                      <Link to={`/shop/${item.productId}`} className="fw-semibold text-decoration-none">
                        {name}
                      </Link>
                      {/* On a narrow screen the options sit under the name instead of in their column. */}
                      <div className="d-md-none small text-secondary">
                        {optionLines(item.options, language).map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </div>
                      <StockNote item={item} />
                    </div>
                  </div>
                </th>
                <td className="text-nowrap d-none d-md-table-cell">
                  {optionLines(item.options, language).map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
                <td className="text-end text-nowrap">{formatCents(item.priceCents)}</td>
                <td>
                  <div className="d-flex justify-content-center">
                    <QuantityStepper
                      size="sm"
                      value={item.quantity}
                      itemName={name}
                      max={item.available}
                      disabled={busy[item.id]}
                      onChange={(quantity) => void run(item, () => cart.setQuantity(item, quantity))}
                    />
                  </div>
                </td>
                <td className="text-end text-nowrap fw-semibold">{formatCents(lineTotalCents(item))}</td>
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={busy[item.id]}
                    aria-label={t('cart.removeOf', { name })}
                    onClick={() => void run(item, () => cart.remove(item))}
                  >
                    {t('cart.remove')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
