import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';
import { slidingScaleDecisionSchema } from '@ministry/contracts/care-schemas';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { loadMessages } from '@ministry/platform/messages';
import { NAMESPACE } from '../../../../i18n';
import { decideSlidingScale, useStaffSessionTypes, type SlidingScaleView } from '../../api/care';
import { CareFormDialog, useCareAction, type SavingDialog } from '../shared/care-dialog';

const centsOf = (dollars: string) => parseDollarInput(dollars) ?? Number.NaN;

/** Her price per session type (dollars as typed, sent as cents), checked by the service's schema. */
export function SlidingPricesDialog({ request, ...dialog }: { request: SlidingScaleView } & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const types = (useStaffSessionTypes().data?.sessionTypes ?? []).filter(
    (type) => type.active && (type.bookableBy === 'anyone' || type.bookableBy === 'purchase'),
  );
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.prices.map((entry) => [entry.typeId, centsToDecimal(entry.priceCents)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure, run, done } = useCareAction(dialog);

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
    await run(async () => {
      await decideSlidingScale(request.id, body);
      await done(t('care.slidingScale.decisionSaved'));
    });
  };

  return (
    <CareFormDialog
      title={t('care.slidingScale.pricesTitle')}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={dialog.onClose}
    >
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
    </CareFormDialog>
  );
}
