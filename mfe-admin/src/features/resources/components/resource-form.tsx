import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@ministry/contracts/resource';
import { resourceInputSchema, type ResourceInput } from '@ministry/contracts/resource-input';
import { FieldRow, FormField, SelectField, TextField } from '@ministry/platform/form-field';
import { SubmitRow } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { PRICE_FIELD, resourcePayload, type ResourceFormValues } from '../form-values';

/** Null once saved, else the failure (a 400's field errors are shown on their fields). */
export type SaveResult = unknown;

/**
 * Create or edit a resource, checked by the same yup schema the content service uses, so the
 * messages (in both languages) are the service's. `onSubmit` resolves to the service's field errors, if any.
 */
export function ResourceForm({
  mode,
  initial,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: ResourceFormValues;
  onSubmit: (input: ResourceInput) => Promise<SaveResult>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<typeof resourceInputSchema, ResourceFormValues>(resourceInputSchema, initial, {
    prepare: resourcePayload,
    fieldFor: PRICE_FIELD,
  });
  const { values, errors, onChange, validate, showServerErrors } = form;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (busy) return;
    const clean = await validate(form);
    if (!clean) return;
    setBusy(true);
    try {
      const failure = await onSubmit(clean);
      if (failure) showServerErrors(failure, form);
    } finally {
      setBusy(false);
    }
  };

  const premium = values.type === 'premium';
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <TextField form={form} name="title" label={t('resources.fields.title')} />
      <TextField form={form} name="titleEs" label={t('resources.fields.titleEs')} />
      <TextField form={form} name="description" label={t('resources.fields.description')} rows={3} />
      <TextField form={form} name="descriptionEs" label={t('resources.fields.descriptionEs')} rows={3} />
      <FieldRow cols={['col-sm-6', 'col-sm-3']} className="g-3">
        <FormField
          label={t('resources.fields.category')}
          error={errors.category}
          hint={t('resources.fields.categoryHint')}
        >
          {(control) => (
            <>
              <Form.Control
                {...control}

                list="adm-resource-categories"
                autoComplete="off"
                value={values.category}
                onChange={onChange('category')}
              />
              <datalist id="adm-resource-categories">
                {RESOURCE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`resources.categories.${category}`)}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <SelectField
          form={form}
          name="type"
          label={t('resources.fields.type')}
          options={RESOURCE_TYPES.map((type) => ({ value: type, label: t(`resources.types.${type}`) }))}
        />
        {premium && (
          <FormField label={t('resources.fields.price')} error={errors.priceText}>
            {(control) => (
              <Form.Control
                {...control}
                inputMode="decimal"
                value={values.priceText}
                onChange={onChange('priceText')}
              />
            )}
          </FormField>
        )}
      </FieldRow>
      {premium && (
        <TextField
          form={form}
          name="planDiscountPercent"
          inputMode="numeric"
          label={t('resources.fields.planDiscountPercent')}
          hint={t('resources.fields.planDiscountHint')}
        />
      )}
      <TextField
        form={form}
        name="imageUrl"
        label={t('resources.fields.imageUrl')}
        hint={t('resources.fields.imageUrlHint')}
      />
      <SubmitRow
        busy={busy}
        label={mode === 'edit' ? t('resources.update') : t('resources.create')}
        busyLabel={mode === 'edit' ? t('resources.updating') : t('resources.creating')}
        onCancel={onCancel}
      />
    </Form>
  );
}
