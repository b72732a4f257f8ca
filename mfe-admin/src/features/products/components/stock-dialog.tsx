import { useSWRConfig } from 'swr';
import { Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  stockAdjustmentSchema,
  type AdminProduct,
  type StockAdjustmentRequest,
} from '@ministry/contracts/admin-product';
import { localize } from '@ministry/contracts/language';
import { FieldRow, FormField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { Dialog } from '../../../kit';
import { adjustStock, stockHistoryUrl, useProductSaved } from '../api/admin-products';
import { stockKeysOf } from '../form-values';
import { StockHistory } from './stock-history';
import { useStockKeyLabel } from './use-stock-key-label';

type StockFormValues = { stockKey: string; change: string; reason: string };

function StockForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const keyLabel = useStockKeyLabel();
  const keys = stockKeysOf(product.type);
  const initial: StockFormValues = { stockKey: keys[0] ?? '', change: '', reason: '' };
  const form = useForm<typeof stockAdjustmentSchema, StockFormValues>(stockAdjustmentSchema, initial);
  const { values, errors, onChange, handleSubmit, submitting, reset } = form;
  const saved = useProductSaved();
  const { mutate } = useSWRConfig();

  const record = async (input: StockAdjustmentRequest) => {
    const updated = await adjustStock(product.id, input);
    await saved(updated);
    await mutate(stockHistoryUrl(product.id));
    toast({
      title: t('products.stock.saved'),
      description: t('products.stock.savedDetail', {
        key: keyLabel(input.stockKey),
        count: updated.stock[input.stockKey] ?? 0,
      }),
      variant: 'success',
    });
    reset({ ...initial, stockKey: input.stockKey });
  };

  return (
    <Form
      noValidate
      aria-busy={submitting}
      onSubmit={(event) =>
        void handleSubmit(record, (caught) =>
          reportFailure('Changing the stock', caught, {
            title: t('products.stock.failed'),
            message: t('products.actionFailed'),
          }),
        )(event)
      }
    >
      <FieldRow className="g-3">
        <FormField label={t('products.stock.key')} error={errors.stockKey}>
          {(control) => (
            <Form.Select {...control} name="stockKey" value={values.stockKey} onChange={onChange('stockKey')}>
              {keys.map((key) => (
                <option key={key} value={key}>
                  {keyLabel(key)} · {t('products.stock.now')}: {product.stock[key] ?? 0}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <TextField
          form={form}
          name="change"
          type="number"
          inputMode="numeric"
          label={t('products.stock.change')}
          hint={t('products.stock.changeHint')}
        />
      </FieldRow>
      <TextField
        form={form}
        name="reason"
        label={t('products.stock.reason')}
        hint={t('products.stock.reasonHint')}
      />
      <SubmitButton
        busy={submitting}
        label={t('products.stock.save')}
        busyLabel={t('products.stock.saving')}
      />
    </Form>
  );
}

/** Restock or correct a product's stock, one size at a time, with the record of every change below. */
export function StockDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = product ? localize(product.name, product.nameEs, language) : '';
  return (
    <Dialog
      titleId="adm-stock-title"
      title={t('products.stock.title', { name })}
      show={product !== null}
      onClose={onClose}
      closeLabel={t('products.stock.close')}
      size="lg"
    >
      <Modal.Body>
        {product && <StockForm key={product.id} product={product} />}
        {product && <StockHistory productId={product.id} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('products.stock.close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
