import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import { defaultOptions, type Product } from '@ministry/contracts/product';
import { IMAGE_SIZES } from '@ministry/contracts/responsive-image';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { useCartActions } from '../../cart';
import { productDescription, productName } from '../../../display';
import { ProductImage } from '../../../components/product-image';
import { BRAND_WHEN_DISABLED } from '../../../components/button-styles';
import { StockLabel } from './stock-label';

/** One product in the shop grid: picture, name, price, stock, View Details and Add to Cart. */
/** `priority`: the card whose picture the first screen shows largest (the grid's first). */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const cart = useCartActions();
  const [adding, setAdding] = useState(false);
  const name = productName(product, language);
  const soldOut = product.inventory <= 0;

  // From the grid, Add to Cart takes the product page's defaults: size M (or the first size in stock), January.
  const add = async () => {
    setAdding(true);
    await cart.add({ ...product, productId: product.id, options: defaultOptions(product) }, 1);
    setAdding(false);
  };

  return (
    <div className="card h-100 shadow-sm border-0" data-testid="product-card">
      <Link to={`/shop/${product.id}`} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.imageUrl}
          alt=""
          className="rounded-bottom-0"
          priority={priority}
          sizes={IMAGE_SIZES.productCard}
        />
      </Link>
      <div className="card-body d-flex flex-column">
        <h2 className="card-title h5 mb-1">{name}</h2>
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <span className="fs-5 fw-semibold text-primary">{formatCents(product.priceCents)}</span>
          <StockLabel available={product.inventory} />
        </div>
        <p className="card-text text-secondary small flex-grow-1">{productDescription(product, language)}</p>
        <div className="d-flex gap-2 flex-wrap">
          <Link
            to={`/shop/${product.id}`}
            className="btn btn-outline-primary flex-fill"
            aria-label={t('list.viewDetailsOf', { name })}
          >
            {t('list.viewDetails')}
          </Link>
          <button
            type="button"
            style={BRAND_WHEN_DISABLED}
            className={`btn ${soldOut ? 'btn-secondary' : 'btn-primary'} flex-fill`}
            disabled={soldOut || adding}
            onClick={() => void add()}
            aria-label={t('product.addToCartOf', { name })}
          >
            {adding && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {t('product.addToCart')}
          </button>
        </div>
      </div>
    </div>
  );
}
