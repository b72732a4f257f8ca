import { Alert, Container } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { DonationStatus } from '@ministry/contracts/giving';
import { formatCents } from '@ministry/contracts/money';
import { localize } from '@ministry/contracts/language';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { LoadingState } from '@ministry/platform/states';
import { completeDonation, donationStatus } from '../features/giving/api/giving';
import { NextLinks, OutcomeCard } from '../features/payment/outcome-card';
import { NAMESPACE } from '../features/giving/texts';
import '../features/giving/giving.css';

/** How often the page asks again while Stripe's confirmation has not reached the service. */
export const STATUS_POLL_MS = 1500;

function Outcome({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <OutcomeCard heading={heading} className="give-card" testId="give-outcome">
      {children}
    </OutcomeCard>
  );
}

function Failed({ message }: { message?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Outcome heading={t('giving.thanks.failedHeading')}>
      <Alert variant="danger" role="alert">
        {message ?? t('giving.thanks.failedBody')}
      </Alert>
      <NextLinks
        next={{ to: '/give', label: t('giving.thanks.tryAgain') }}
        home={t('giving.thanks.backHome')}
      />
    </Outcome>
  );
}

function Thanks({ status }: { status: DonationStatus }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { isAuthenticated } = useSession();
  const values = {
    amount: formatCents(status.amountCents, language),
    fund: localize(status.fundName, status.fundNameEs, language),
  };
  return (
    <Outcome heading={t('giving.thanks.heading')}>
      <p className="display-6 text-success mb-2" aria-hidden="true">
        ✓
      </p>
      <p className="fs-5">
        {t(status.frequency === 'monthly' ? 'giving.thanks.monthlyBody' : 'giving.thanks.onceBody', values)}
      </p>
      {status.receiptNumber && (
        <p className="fw-semibold" data-testid="receipt-number">
          {t('giving.thanks.receiptNumber', { number: status.receiptNumber })}
        </p>
      )}
      <p className="text-secondary">{t('giving.thanks.receiptSent')}</p>
      <NextLinks
        next={
          isAuthenticated ? { to: '/account?tab=giving', label: t('giving.thanks.viewGiving') } : undefined
        }
        home={t('giving.thanks.backHome')}
      />
    </Outcome>
  );
}

/**
 * Finishes a monthly gift (the service starts the subscription with the card the SetupIntent saved),
 * then asks for the gift's status until Stripe's webhook has confirmed or refused it.
 */
function Confirmation({ clientSecret, setup }: { clientSecret: string; setup: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const completed = useSWR<DonationStatus>(
    setup ? ['/api/giving/donations/complete', clientSecret] : null,
    () => completeDonation(clientSecret),
    { revalidateIfStale: false, shouldRetryOnError: false },
  );
  const settled = (status: DonationStatus | undefined) => !!status && status.status !== 'processing';
  const canPoll = (!setup || !!completed.data) && !settled(completed.data);
  const polled = useSWR<DonationStatus>(
    canPoll ? ['/api/giving/donations/status', clientSecret] : null,
    () => donationStatus(clientSecret),
    {
      refreshInterval: (latest) => (settled(latest) ? 0 : STATUS_POLL_MS),
      shouldRetryOnError: false,
    },
  );
  const status = settled(completed.data) ? completed.data : (polled.data ?? completed.data);
  const error = completed.error ?? polled.error;

  if (error) return <Failed message={errorMessage(error, t('giving.thanks.failedBody'))} />;
  if (!status) return <LoadingState label={t('giving.thanks.confirming')} />;
  if (status.status === 'failed') return <Failed />;
  if (status.status === 'succeeded') return <Thanks status={status} />;
  return (
    <Outcome heading={t('giving.thanks.processingHeading')}>
      <LoadingState label={t('giving.thanks.confirming')} />
      <p className="text-secondary mb-0">{t('giving.thanks.processingBody')}</p>
    </Outcome>
  );
}

/**
 * /give/thank-you: where Stripe sends the browser back, with `payment_intent_client_secret`
 * (one-time) or `setup_intent_client_secret` (monthly) and `redirect_status` in the query.
 */
export default function GiveThankYouPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const paymentSecret = params.get('payment_intent_client_secret');
  const setupSecret = params.get('setup_intent_client_secret');
  const clientSecret = paymentSecret ?? setupSecret;

  let content;
  if (!clientSecret) {
    content = (
      <Outcome heading={t('pages.giveThankYou.title')}>
        <p>{t('giving.thanks.missing')}</p>
        <Link to="/give" className="btn btn-primary">
          {t('pages.give.title')}
        </Link>
      </Outcome>
    );
  } else if (params.get('redirect_status') === 'failed') {
    content = <Failed />;
  } else {
    content = <Confirmation clientSecret={clientSecret} setup={!paymentSecret} />;
  }
  return <Container className="py-5">{content}</Container>;
}
