import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartGiftSchema } from '@ministry/contracts/cart';
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS, GIFT_PRESETS_CENTS, type Fund } from '@ministry/contracts/giving';
import { localize } from '@ministry/contracts/language';
import { centsToDecimal, formatCents, parseDollarInput } from '@ministry/contracts/money';
import { apiSend, errorMessage, serverFieldErrors } from '@ministry/platform/api';
import { FieldRow, SelectField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorAlert } from '@ministry/platform/states';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { useLineName } from '../../../line-name';
import { useStoreCart } from '../api/use-cart-actions';

export const CART_GIFT_URL = '/api/cart/gift';

/** The form as held: the fund, and the amount in dollars as typed (sent as `giftCents`). */
interface GiftValues {
  fundId: string;
  giftText: string;
}

/** The form field the schema's and the service's `giftCents` errors belong on. */
const GIFT_FIELD = { giftCents: 'giftText' } as const;

/** What POST /api/cart/gift receives (and the shared schema checks). */
const giftRequest = (values: GiftValues) => ({
  fundId: values.fundId,
  giftCents: parseDollarInput(values.giftText),
});

/**
 * "Add a gift": a fund and an amount (a suggested one, or typed in dollars), checked by the schema the
 * shop uses, then put in the cart, which comes back whole (the badge follows). A refusal is said on
 * its field or above the button, in her language, with what she typed kept.
 */
export function GiftForm({ funds }: { funds: Fund[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const lineName = useLineName();
  const store = useStoreCart();
  const [initial] = useState<GiftValues>(() => ({ fundId: funds[0]?.id ?? '', giftText: '' }));
  const form = useForm<typeof cartGiftSchema, GiftValues>(cartGiftSchema, initial, {
    prepare: giftRequest,
    fieldFor: GIFT_FIELD,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const typedCents = parseDollarInput(form.values.giftText);

  const submit = form.handleSubmit(
    async ({ fundId, giftCents }) => {
      setFailure(null);
      await store(await apiSend('POST', CART_GIFT_URL, { fundId, giftCents }));
      const fund = funds.find((one) => one.id === fundId);
      const item = fund ? lineName({ kind: 'gift', name: fund.name, nameEs: fund.nameEs, options: {} }) : '';
      toastSuccess(t('gift.added'), t('gift.addedBody', { item, amount: formatCents(giftCents) }));
      form.reset({ fundId, giftText: '' });
    },
    (error) => {
      console.error('Adding a gift to the cart failed:', error);
      // Field refusals are said on their fields; anything else above the button.
      if (Object.keys(serverFieldErrors(error)).length === 0)
        setFailure(errorMessage(error, t('gift.failed')));
    },
  );

  return (
    <section className="border rounded-3 p-3 mt-4" aria-labelledby="cart-gift-heading">
      <h2 id="cart-gift-heading" className="h5">
        {t('gift.heading')}
      </h2>
      <p className="text-secondary small">{t('gift.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
        <FieldRow cols={['col-md-5', 'col-md-7']} className="g-3">
          <SelectField
            form={form}
            name="fundId"
            label={t('gift.fund')}
            required
            options={funds.map((fund) => ({
              value: fund.id,
              label: localize(fund.name, fund.nameEs, language),
            }))}
          />
          <>
            <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label={t('gift.presets')}>
              {GIFT_PRESETS_CENTS.map((cents) => (
                <button
                  key={cents}
                  type="button"
                  className={`btn btn-sm ${typedCents === cents ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={typedCents === cents}
                  onClick={() => form.setValue('giftText', centsToDecimal(cents))}
                >
                  {formatCents(cents)}
                </button>
              ))}
            </div>
            <TextField
              form={form}
              name="giftText"
              label={t('gift.amount')}
              required
              inputMode="decimal"
              autoComplete="off"
              hint={t('gift.amountHint', {
                min: formatCents(GIFT_MIN_CENTS),
                max: formatCents(GIFT_MAX_CENTS),
              })}
            />
          </>
        </FieldRow>
        <ErrorAlert>{failure}</ErrorAlert>
        <SubmitButton busy={form.submitting} label={t('gift.add')} busyLabel={t('gift.adding')} />
      </form>
    </section>
  );
}
