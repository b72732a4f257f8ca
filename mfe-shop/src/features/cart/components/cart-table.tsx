import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineKind, lineTotalCents, type CartItem } from '@ministry/contracts/cart';
import { TableHead } from '@ministry/platform/table-head';
import { NAMESPACE } from '../../../i18n';
import { useLineName } from '../../../line-name';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useCartActions } from '../api/use-cart-actions';
import { CartLine, OptionLines } from './cart-line';
import { LinePrice } from './member-price';

/**
 * The cart's lines: what each is, options, unit price, quantity − and + (products; a gift or a
 * resource is one), subtotal, remove.
 */
export function CartTable({ items }: { items: CartItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const lineName = useLineName();
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
            const name = lineName(item);
            return (
              <tr key={item.id} data-testid="cart-row">
                <th scope="row" className="fw-normal">
                  <CartLine item={item} name={name} />
                </th>
                <td className="text-nowrap d-none d-md-table-cell">
                  <OptionLines item={item} />
                </td>
                <td className="text-end text-nowrap">
                  <LinePrice item={item} cents={item.priceCents} />
                </td>
                <td className="text-center">
                  {lineKind(item) === 'product' ? (
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
                  ) : (
                    item.quantity
                  )}
                </td>
                <td className="text-end text-nowrap fw-semibold">
                  <LinePrice item={item} cents={lineTotalCents(item)} units={item.quantity} />
                </td>
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
