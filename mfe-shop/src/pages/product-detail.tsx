import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import { availableFor, defaultOptions, type Product, type Size } from '@ministry/contracts/product';
import { IMAGE_SIZES } from '@ministry/contracts/responsive-image';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { LoadingState, NotFound } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { useCartActions } from '../features/cart/api/use-cart-actions';
import { useProduct } from '../features/products/api/use-products';
import { BRAND_WHEN_DISABLED } from '../components/button-styles';
import { BirthstoneSelector, SizeSelector } from '../features/products/components/option-selectors';
import { ProductImage } from '../components/product-image';
import { QuantityStepper } from '../components/quantity-stepper';
import { StockLabel } from '../features/products/components/stock-label';
import { imageFor, productDescription, productName } from '../display';

function ProductNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NotFound
      title={t('product.notFound')}
      text={t('product.notFoundBody')}
      back={{ to: '/shop', label: t('product.returnToShop') }}
    />
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const cart = useCartActions();
  const name = productName(product, language);
  usePageTitle(name);
  // Tees start at size M, bracelets at January; quantity at 1.
  const [options, setOptions] = useState<Record<string, string>>(() => defaultOptions(product));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const available = availableFor(product, options);
  const sizeSoldOut = product.type === 't-shirt' && product.inventory > 0 && available <= 0;

  const add = async () => {
    setAdding(true);
    await cart.add({ ...product, productId: product.id, options }, quantity);
    setAdding(false);
  };

  return (
    <div className="container py-4 py-md-5">
      <nav aria-label={t('product.breadcrumb')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/">{t('product.home')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/shop">{t('product.shop')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {name}
          </li>
        </ol>
      </nav>
      <div className="row g-4 g-lg-5 mt-1">
        <div className="col-md-6">
          <ProductImage
            src={imageFor(product, options)}
            alt={name}
            className="shadow-sm"
            priority
            sizes={IMAGE_SIZES.productPage}
          />
        </div>
        <div className="col-md-6">
          <h1 className="mb-2">{name}</h1>
          <p className="fs-3 fw-semibold text-primary mb-2">{formatCents(product.priceCents)}</p>
          <div className="mb-3">
            <StockLabel
              available={product.inventory <= 0 ? 0 : available}
              size={sizeSoldOut ? options.size : undefined}
            />
          </div>
          <p className="mb-4">{productDescription(product, language)}</p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            {product.type === 't-shirt' ? (
              <SizeSelector
                value={options.size ?? ''}
                onChange={(size: Size) => setOptions({ size })}
                stock={product.inventoryBySize ?? {}}
              />
            ) : (
              <BirthstoneSelector
                value={options.birthstone ?? ''}
                onChange={(birthstone) => setOptions({ birthstone })}
              />
            )}
            <div className="mb-4">
              <div className="form-label fw-semibold">{t('product.quantity')}</div>
              <QuantityStepper value={quantity} onChange={setQuantity} />
            </div>
            <button
              type="submit"
              className={`btn btn-lg ${available <= 0 ? 'btn-secondary' : 'btn-primary'} px-5`}
              style={BRAND_WHEN_DISABLED}
              disabled={available <= 0 || adding}
            >
              {adding && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('product.addToCart')}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}

/** /shop/:id: the product with its options, or 'Product Not Found' when it is missing or fails. */
export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id } = useParams();
  const { data, error, isLoading } = useProduct(id);
  if (isLoading) {
    return (
      <div className="container py-5">
        <LoadingState label={t('product.loading')} />
      </div>
    );
  }
  // A 404 (an error here, null in the server's data) or anything that is not a product.
  if (error || !data || typeof data !== 'object' || !('id' in data)) return <ProductNotFound />;
  return <ProductView key={data.id} product={data} />;
}
