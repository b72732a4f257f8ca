import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, type ProductType } from '@ministry/contracts/product';
import { usePageTitle } from '@ministry/platform/page-title';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { useProducts } from '../features/products/api/use-products';
import { ProductCard } from '../features/products/components/product-card';

type Tab = 'all' | ProductType;
const TABS: Tab[] = ['all', ...PRODUCT_TYPES];

function isTab(value: string | null): value is Tab {
  return TABS.includes(value as Tab);
}

/** /shop: tabs all / t-shirt / bracelet (kept in ?type= so a link or Back keeps them) over the grid. */
export default function ShopListPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.shopList.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const tab: Tab = isTab(requested) ? requested : 'all';
  const { data, error, isLoading, mutate } = useProducts();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (next: Tab) => {
    setParams(next === 'all' ? {} : { type: next }, { replace: true });
  };
  // Arrow keys move between tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    select(TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  const products = Array.isArray(data) ? data : [];
  const shown = tab === 'all' ? products : products.filter((product) => product.type === tab);

  return (
    <div className="container py-5">
      <h1>{t('pages.shopList.title')}</h1>
      <p className="lead text-secondary mb-4">{t('list.intro')}</p>

      <div className="d-flex flex-wrap gap-2 mb-4" role="tablist" aria-label={t('list.tabsLabel')}>
        {TABS.map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`shop-tab-${value}`}
            aria-selected={tab === value}
            aria-controls="shop-grid"
            tabIndex={tab === value ? 0 : -1}
            className={`btn rounded-pill px-4 ${tab === value ? 'btn-primary' : 'btn-outline-primary'}`}
            onClick={() => select(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`list.tabs.${value}`)}
          </button>
        ))}
      </div>

      <div id="shop-grid" role="tabpanel" aria-labelledby={`shop-tab-${tab}`}>
        {isLoading && <LoadingState label={t('list.loading')} />}
        {error && !isLoading && <ErrorState message={t('list.loadError')} onRetry={() => void mutate()} />}
        {!isLoading && !error && shown.length === 0 && (
          <p className="text-secondary py-4">{t('list.empty')}</p>
        )}
        {shown.length > 0 && (
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-4">
            {shown.map((product, index) => (
              <div className="col" key={product.id}>
                <ProductCard product={product} priority={index === 0} />
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
