import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  productCreateSchema,
  productInputSchema,
  type AdminProduct,
  type ProductCreateRequest,
  type ProductInput,
} from '@ministry/contracts/admin-product';
import { PRODUCT_TYPES } from '@ministry/contracts/product';
import { FieldRow, FormField, plainControl, SelectField } from '@ministry/platform/form-field';
import { SubmitRow } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import {
  createPayload,
  editPayload,
  PRICE_FIELD,
  stockKeysOf,
  type ProductFormValues,
  type StockKey,
} from '../form-values';
import { imageProblem, type ImageProblem } from '../image-file';
import { ProductImageField } from './product-image-field';
import { useStockKeyLabel } from './use-stock-key-label';

type BilingualField = 'name' | 'nameEs' | 'description' | 'descriptionEs';

/** What saving sends: the product's fields (and starting stock on create) and the image chosen, if any. */
export type ProductSubmit = (
  input: ProductCreateRequest | ProductInput,
  image: File | null,
) => Promise<unknown>;

/**
 * Create or edit a product, checked by the same yup schemas the shop service uses (their messages in
 * both languages). `onSubmit` resolves to the failure to show on the fields (a 400), or nothing.
 */
export function ProductForm({
  product,
  initial,
  onSubmit,
  onCancel,
}: {
  product: AdminProduct | null;
  initial: ProductFormValues;
  onSubmit: ProductSubmit;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const creating = product === null;
  const form = useForm<typeof productInputSchema, ProductFormValues>(
    creating ? productCreateSchema : productInputSchema,
    initial,
    { prepare: creating ? createPayload : editPayload, fieldFor: PRICE_FIELD },
  );
  const { values, errors, onChange, validate, showServerErrors } = form;
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const stockKeyLabel = useStockKeyLabel();

  const choose = (file: File | null) => {
    const found = file ? imageProblem(file) : null;
    setProblem(found);
    setImage(found ? null : file);
  };

  const textField = (name: BilingualField, label: string, rows?: number) => (
    <FormField label={label} error={errors[name]}>
      {(control) =>
        rows ? (
          <textarea
            {...plainControl(control, 'form-control')}
            rows={rows}
            name={name}
            value={values[name]}
            onChange={onChange(name)}
          />
        ) : (
          <input
            {...plainControl(control, 'form-control')}
            name={name}
            value={values[name]}
            onChange={onChange(name)}
          />
        )
      }
    </FormField>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy) return;
    const clean = await validate(element);
    if (!clean) return;
    if (problem) {
      element.querySelector<HTMLInputElement>('input[name="image"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const failure = await onSubmit(clean, image);
      if (failure) showServerErrors(failure, element);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FieldRow cols={['col-md-6', 'col-md-6', 'col-md-6', 'col-md-6', 'col-sm-6 col-md-3']} className="g-3">
        {textField('name', t('products.fields.name'))}
        {textField('nameEs', t('products.fields.nameEs'))}
        {textField('description', t('products.fields.description'), 3)}
        {textField('descriptionEs', t('products.fields.descriptionEs'), 3)}
        <FormField label={t('products.fields.price')} error={errors.priceText}>
          {(control) => (
            <Form.Control
              {...control}
              name="price"
              inputMode="decimal"
              value={values.priceText}
              onChange={onChange('priceText')}
            />
          )}
        </FormField>
        <SelectField
          form={form}
          name="type"
          label={t('products.fields.type')}
          options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.types.${type}`) }))}
        />
      </FieldRow>
      {creating && (
        <fieldset className="mb-3" aria-describedby="adm-product-stock-hint">
          <legend className="fs-6 fw-semibold mb-1">{t('products.fields.stockLegend')}</legend>
          <p id="adm-product-stock-hint" className="small text-secondary mb-2">
            {t('products.fields.stockHint')}
          </p>
          <div className="d-flex flex-wrap gap-3">
            {stockKeysOf(values.type).map((key) => (
              <div key={key} className="adm-stock-input">
                <FormField label={stockKeyLabel(key)} error={errors[`stock.${key as StockKey}`]}>
                  {(control) => (
                    <Form.Control
                      {...control}
                      name={`stock.${key}`}
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      value={values.stock[key as StockKey]}
                      onChange={onChange(`stock.${key as StockKey}`)}
                    />
                  )}
                </FormField>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <ProductImageField
        currentUrl={product?.imageUrl || null}
        name={values.name || product?.name || ''}
        file={image}
        problem={problem}
        onChoose={choose}
      />
      <SubmitRow
        busy={busy}
        label={creating ? t('products.create') : t('products.update')}
        busyLabel={creating ? t('products.creating') : t('products.updating')}
        className="mt-2"
        onCancel={onCancel}
      />
    </Form>
  );
}
