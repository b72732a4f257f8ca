import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_RETURN_PATH } from '@ministry/contracts/billing';
import { NAMESPACE } from '../../../i18n';
import { ConfirmForm } from '../../payment';

/**
 * The Payment Element and 'Subscribe Now': confirming saves the card on the SetupIntent and sends the
 * browser to /subscription-success; a failure stays here with a toast.
 */
export function PaymentForm() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ConfirmForm
      intentType="setup"
      returnPath={SUBSCRIPTION_RETURN_PATH}
      slotClassName="sub-payment-slot"
      texts={{
        submit: t('subscribe.submit'),
        processing: t('subscribe.processing'),
        failedTitle: t('subscribe.paymentFailedTitle'),
        failedDefault: t('subscribe.paymentFailedDefault'),
        unexpectedTitle: t('subscribe.errorTitle'),
        unexpected: t('subscribe.unexpected'),
      }}
    />
  );
}
