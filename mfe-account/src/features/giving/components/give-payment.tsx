import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { GIVING_RETURN_PATH, type GiftFrequency } from '@ministry/contracts/giving';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { TabSection } from '../../../components/tab-section';
import { PaymentStep } from '../../payment';
import { NAMESPACE } from '../texts';
import type { StartedGift } from './give-form';

/** Step two of /give: what will be charged (the service's amount), the card, and a way back. */
export function GivePayment({ gift, onChange }: { gift: StartedGift; onChange: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { clientSecret, intentType, amountCents, publishableKey } = gift.response;
  const frequency: GiftFrequency = gift.request.frequency;
  const charged = formatCents(amountCents, language);
  const body = publishableKey ? (
    // "Give $50.00": Stripe sends the browser to /give/thank-you; a refusal stays here.
    <PaymentStep
      publishableKey={publishableKey}
      clientSecret={clientSecret}
      intentType={intentType}
      returnPath={GIVING_RETURN_PATH}
      submitLabel={t(frequency === 'monthly' ? 'giving.give.submitMonthly' : 'giving.give.submit', {
        amount: charged,
      })}
      texts={{ processing: t('giving.give.processing') }}
      preparing={t('giving.give.preparing')}
    />
  ) : (
    <Alert variant="warning" data-testid="payments-unavailable">
      {t('giving.give.notConfigured')}
    </Alert>
  );

  return (
    <TabSection id="give-payment-heading" title={t('giving.give.paymentHeading')}>
      <p className="fs-5" data-testid="give-charged">
        {t(frequency === 'monthly' ? 'giving.give.chargedMonthly' : 'giving.give.charged', {
          amount: charged,
        })}
      </p>
      {body}
      <Button variant="link" className="mt-2 px-0" onClick={onChange}>
        {t('giving.give.change')}
      </Button>
      <p className="small text-secondary mt-2 mb-0">{t('giving.give.security')}</p>
    </TabSection>
  );
}
