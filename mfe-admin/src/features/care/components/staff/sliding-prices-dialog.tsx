import { useId, useState, type FormEvent } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';
import { slidingScaleDecisionSchema } from '@ministry/contracts/care-schemas';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { loadMessages } from '@ministry/platform/messages';
import { toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, DialogForm } from '../../../../kit';
import { decideSlidingScale, useStaffSessionTypes, type SlidingScaleView } from '../../api/care';

const centsOf = (dollars: string) => parseDollarInput(dollars) ?? Number.NaN;

/** Her price per session type (dollars as typed, sent as cents), checked by the service's schema. */
export function SlidingPricesDialog({
  request,
  onClose,
  onSaved,
}: {
  request: SlidingScaleView;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const titleId = useId();
  const types = (useStaffSessionTypes().data?.sessionTypes ?? []).filter(
    (type) => type.active && (type.bookableBy === 'anyone' || type.bookableBy === 'purchase'),
  );
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.prices.map((entry) => [entry.typeId, centsToDecimal(entry.priceCents)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = types.filter((type) => (prices[type.id] ?? '').trim() !== '');
    const body = {
      prices: chosen.map((type) => ({ typeId: type.id, priceCents: centsOf(prices[type.id] ?? '') })),
    };
    await loadMessages();
    try {
      await slidingScaleDecisionSchema.validate(body, { abortEarly: false });
    } catch {
      setErrors(
        Object.fromEntries(
          body.prices
            .filter((entry) => !Number.isInteger(entry.priceCents))
            .map((entry) => [entry.typeId, 'care.priceInvalid']),
        ),
      );
      return;
    }
    setBusy(true);
    try {
      await decideSlidingScale(request.id, body);
      toastSuccess(t('care.slidingScale.decisionSaved'));
      await onSaved();
      onClose();
    } catch (caught) {
      setFailure(errorMessage(caught, t('care.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      show
      titleId={titleId}
      title={t('care.slidingScale.pricesTitle')}
      onClose={onClose}
      closeLabel={t('care.close')}
    >
      <DialogForm
        busy={busy}
        onSubmit={submit}
        onCancel={onClose}
        cancelLabel={t('care.cancel')}
        submitLabel={t('care.save')}
        busyLabel={t('care.saving')}
      >
        {failure && <Alert variant="danger">{failure}</Alert>}
        {types.map((type) => (
          <FormField
            key={type.id}
            label={t('care.slidingScale.priceFor', { type: localize(type.name, type.nameEs, language) })}
            error={errors[type.id]}
          >
            {(control) => (
              <input
                {...plainControl(control, 'form-control')}
                inputMode="decimal"
                value={prices[type.id] ?? ''}
                onChange={(event) => {
                  setPrices((current) => ({ ...current, [type.id]: event.target.value }));
                  setErrors((current) => ({ ...current, [type.id]: '' }));
                }}
              />
            )}
          </FormField>
        ))}
      </DialogForm>
    </Dialog>
  );
}
