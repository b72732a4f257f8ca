import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@ministry/contracts/admin-product';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { stockKeysOf } from '../form-values';
import { useStockKeyLabel } from './use-stock-key-label';
import { DataTable, NameHeader } from '../../../kit';

/** Each stock key's count (and what orders waiting for payment hold), a low count marked in words too. */
function StockCell({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const keyLabel = useStockKeyLabel();
  return (
    <ul className="list-unstyled mb-0 small adm-stock-list">
      {stockKeysOf(product.type).map((key) => {
        const count = product.stock[key] ?? 0;
        const held = product.held[key] ?? 0;
        const low = count <= product.lowStockThreshold;
        return (
          <li key={key} className={low ? 'text-danger fw-semibold' : undefined} data-stock-key={key}>
            {keyLabel(key)}: {count}
            {held > 0 && (
              <span className="text-secondary fw-normal"> ({t('products.held', { count: held })})</span>
            )}
            {low && <span className="visually-hidden"> ({t('products.lowStock')})</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A row's small button, named for its product ("Edit Bible"). */
function RowButton({
  action,
  product,
  variant = 'outline-primary',
  disabled,
  onClick,
}: {
  action: 'edit' | 'restock' | 'restore' | 'archive';
  product: AdminProduct;
  variant?: string;
  disabled?: boolean;
  onClick: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      aria-label={t(`products.${action}For`, { name: product.name })}
      onClick={() => onClick(product)}
    >
      {t(`products.${action}`)}
    </Button>
  );
}

export function ProductTable({
  products,
  editingId,
  busyId,
  onEdit,
  onRestock,
  onArchive,
  onRestore,
}: {
  products: AdminProduct[];
  editingId: string | null;
  busyId: string | null;
  onEdit: (product: AdminProduct) => void;
  onRestock: (product: AdminProduct) => void;
  onArchive: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <DataTable
      testId="admin-products"
      columns={['image', 'name', 'price', 'type', 'stock', 'status']}
      label={(key) => t(`products.columns.${key}`)}
      actions={t('products.columns.actions')}
    >
      {products.map((product) => {
        const name = localize(product.name, product.nameEs, language);
        const busy = busyId === product.id;
        return (
          <tr
            key={product.id}
            data-product-id={product.id}
            className={product.id === editingId ? 'table-active' : undefined}
            aria-current={product.id === editingId ? 'true' : undefined}
            aria-busy={busy || undefined}
          >
            <td>
              {product.imageUrl ? (
                <img src={product.imageUrl} alt={name} className="adm-product-thumb rounded border" />
              ) : (
                <span className="small text-secondary">{t('products.noImage')}</span>
              )}
            </td>
            <NameHeader name={product.name} nameEs={product.nameEs} />
            <td className="text-nowrap">{formatCents(product.priceCents)}</td>
            <td className="text-nowrap">{t(`products.types.${product.type}`)}</td>
            <td>
              <StockCell product={product} />
            </td>
            <td className="text-nowrap">
              {product.archived ? (
                <Badge bg="secondary">{t('products.archivedBadge')}</Badge>
              ) : (
                <Badge bg="success">{t('products.activeBadge')}</Badge>
              )}
              {product.lowStock && (
                <Badge
                  bg="warning"
                  text="dark"
                  className="ms-1 adm-low-stock"
                  title={t('products.lowStockHint', { count: product.lowStockThreshold })}
                  data-testid="low-stock"
                >
                  <span aria-hidden="true">⚠ </span>
                  {t('products.lowStock')}
                </Badge>
              )}
            </td>
            <td className="text-end">
              <div className="d-flex flex-wrap gap-2 justify-content-md-end">
                <RowButton action="edit" product={product} onClick={onEdit} />
                <RowButton action="restock" product={product} onClick={onRestock} />
                {product.archived ? (
                  <RowButton
                    action="restore"
                    variant="outline-success"
                    disabled={busy}
                    product={product}
                    onClick={onRestore}
                  />
                ) : (
                  <RowButton
                    action="archive"
                    variant="outline-danger"
                    disabled={busy}
                    product={product}
                    onClick={onArchive}
                  />
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
