import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdminProduct, ProductCreateRequest, ProductInput } from '@ministry/contracts/admin-product';
import { ApiError } from '@ministry/platform/api';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { FormCard, RecordList } from '../../../kit';
import { NEW_PRODUCT, PRODUCT_FORM_PARAM, useAdminLocation } from '../../layout';
import {
  archiveProduct,
  createProduct,
  restoreProduct,
  updateProduct,
  uploadProductImage,
  useAdminProducts,
  useProductSaved,
} from '../api/admin-products';
import { emptyProductValues, productValues } from '../form-values';
import {
  filterProducts,
  LOW_STOCK_PARAM,
  PRODUCT_SHOWS,
  SHOW_PARAM,
  showOf,
  type ProductShow,
} from '../product-filters';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';
import { StockDialog } from './stock-dialog';

/** List, create, edit, archive and restore products; restock or correct their stock, with its history. */
export function ProductsTab() {
  const { t } = useTranslation(NAMESPACE);
  const { params, go } = useAdminLocation();
  const { data: products, error, mutate } = useAdminProducts();
  const saved = useProductSaved();
  const [stockFor, setStockFor] = useState<string | null>(null);
  const [toArchive, setToArchive] = useState<AdminProduct | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const formParam = params.get(PRODUCT_FORM_PARAM);
  const show = showOf(params.get(SHOW_PARAM));
  const lowOnly = params.get(LOW_STOCK_PARAM) === 'low';
  const creating = formParam === NEW_PRODUCT;
  const editing = formParam && !creating ? (products?.find((each) => each.id === formParam) ?? null) : null;
  const formOpen = creating || editing !== null;
  const shown = useMemo(
    () => (products ? filterProducts(products, show, lowOnly) : []),
    [products, show, lowOnly],
  );

  /** Keeps the filters in the address; `extra` opens a form. */
  const goWith = (
    changes: { show?: ProductShow; lowOnly?: boolean; form?: string | null },
    options: { replace?: boolean } = {},
  ) => {
    const nextShow = changes.show ?? show;
    const nextLow = changes.lowOnly ?? lowOnly;
    const form = changes.form === undefined ? formParam : changes.form;
    go(
      'products',
      {
        ...(nextShow !== 'active' ? { [SHOW_PARAM]: nextShow } : {}),
        ...(nextLow ? { [LOW_STOCK_PARAM]: 'low' } : {}),
        ...(form ? { [PRODUCT_FORM_PARAM]: form } : {}),
      },
      options,
    );
  };
  const closeForm = () => goWith({ form: null }, { replace: true });

  // A link to a product that no longer exists: say so and close the form.
  useEffect(() => {
    if (formParam && !creating && products && !editing) {
      setMissing(true);
      goWith({ form: null }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goWith reads the same address
  }, [formParam, creating, products, editing]);

  const failed = (what: string, title: string, caught: unknown) =>
    reportFailure(what, caught, { title, message: t('products.actionFailed') });

  const save = async (input: ProductCreateRequest | ProductInput, image: File | null): Promise<unknown> => {
    const isEdit = editing !== null;
    let product: AdminProduct;
    try {
      product = isEdit
        ? await updateProduct(editing.id, input)
        : await createProduct(input as ProductCreateRequest);
    } catch (caught) {
      failed('Saving the product', t('products.saveFailed'), caught);
      if (isEdit && caught instanceof ApiError && caught.status === 404) {
        await mutate();
        closeForm();
        return null;
      }
      return caught;
    }
    await saved(product);
    if (image) {
      try {
        await saved(await uploadProductImage(product.id, image));
      } catch (caught) {
        failed('Uploading the product image', t('products.imageFailed'), caught);
        // The product exists now: its form stays open to try the image again.
        goWith({ form: product.id }, { replace: true });
        return null;
      }
    }
    toastSuccess(t(isEdit ? 'products.updated' : 'products.created'), product.name);
    closeForm();
    return null;
  };

  const changeArchived = async (product: AdminProduct, archive: boolean) => {
    setBusyId(product.id);
    try {
      await saved(archive ? await archiveProduct(product.id) : await restoreProduct(product.id));
      toastSuccess(t(archive ? 'products.archived' : 'products.restored'), product.name);
    } catch (caught) {
      failed('Archiving or restoring the product', t('products.error'), caught);
    } finally {
      setBusyId(null);
      setToArchive(null);
    }
  };

  const stockProduct = stockFor ? (products?.find((each) => each.id === stockFor) ?? null) : null;

  return (
    <section aria-labelledby="adm-products-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h2 className="h3 mb-0" id="adm-products-title">
          {t('products.title')}
          {products && (
            <span className="text-secondary fw-normal fs-5">
              {' '}
              ({t('products.count', { count: products.length })})
            </span>
          )}
        </h2>
        <div className="d-flex gap-2">
          <Link to="/shop" className="btn btn-outline-secondary btn-sm">
            {t('products.view')}
          </Link>
          {!creating && (
            <Button size="sm" onClick={() => goWith({ form: NEW_PRODUCT })}>
              {t('products.add')}
            </Button>
          )}
        </div>
      </div>
      <p className="text-secondary">{t('products.intro')}</p>
      {missing && (
        <Alert variant="warning" dismissible onClose={() => setMissing(false)}>
          {t('products.notFound')}
        </Alert>
      )}
      {formOpen && (
        <FormCard
          title={editing ? t('products.editTitle') : t('products.createTitle')}
          firstField="name"
          openKey={formParam ?? ''}
        >
          <ProductForm
            key={editing?.id ?? NEW_PRODUCT}
            product={editing}
            initial={editing ? productValues(editing) : emptyProductValues()}
            onSubmit={save}
            onCancel={closeForm}
          />
        </FormCard>
      )}
      <Form
        className="d-flex flex-wrap align-items-end gap-3 mb-3"
        aria-label={t('products.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="adm-product-show">
          <Form.Label className="small mb-1">{t('products.filters.show')}</Form.Label>
          <Form.Select
            size="sm"
            value={show}
            onChange={(event) => goWith({ show: showOf(event.target.value) })}
          >
            {PRODUCT_SHOWS.map((each) => (
              <option key={each} value={each}>
                {t(`products.filters.${each}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          id="adm-product-low"
          className="mb-1"
          type="switch"
          label={t('products.filters.lowOnly')}
          checked={lowOnly}
          onChange={(event) => goWith({ lowOnly: event.target.checked })}
        />
      </Form>
      <RecordList items={products} error={error} onRetry={mutate} texts="products">
        {() =>
          shown.length === 0 ? (
            <p className="text-secondary" role="status">
              {t('products.noMatch')}
            </p>
          ) : (
            <ProductTable
              products={shown}
              editingId={editing?.id ?? null}
              busyId={busyId}
              onEdit={(product) => goWith({ form: product.id })}
              onRestock={(product) => setStockFor(product.id)}
              onArchive={setToArchive}
              onRestore={(product) => void changeArchived(product, false)}
            />
          )
        }
      </RecordList>
      <StockDialog product={stockProduct} onClose={() => setStockFor(null)} />
      <ConfirmDialog
        show={toArchive !== null}
        title={t('products.archiveTitle')}
        body={toArchive && t('products.archiveConfirm', { name: toArchive.name })}
        confirmLabel={t('products.archive')}
        busyLabel={t('products.archiving')}
        cancelLabel={t('products.cancel')}
        busy={busyId !== null}
        onConfirm={() => toArchive && void changeArchived(toArchive, true)}
        onCancel={() => setToArchive(null)}
      />
    </section>
  );
}
