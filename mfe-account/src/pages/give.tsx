import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fullName } from '@ministry/contracts/user';
import { usePageTitle } from '@ministry/platform/page-title';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useHydratedSession } from '../hydrated-session';
import { useFunds } from '../features/giving/api/giving';
import { GiveForm, type StartedGift } from '../features/giving/components/give-form';
import { initialGiveValues } from '../features/giving/give-values';
import { NAMESPACE } from '../features/giving/texts';
import { PaymentPageHeader } from '../features/payment/page-header';
import '../features/giving/giving.css';

// Step two (the card) loads when she has chosen her gift: the first visit's scripts go without the
// payment step and react-bootstrap, and the page is written in Bootstrap's markup by hand.
const GivePayment = lazy(() =>
  import('../features/giving/components/give-payment').then((module) => ({ default: module.GivePayment })),
);

/**
 * /give: the gift (fund, amount, frequency, fee, dedication, donor), then the Payment Element for
 * the intent the service created. "Change my gift" goes back to the form with every choice kept.
 */
export default function GivePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.give.title'));
  const [query] = useSearchParams();
  // Her name and e-mail fill the form once the page is hydrated; the server renders everyone the
  // funds and a visitor's form.
  const session = useHydratedSession();
  const funds = useFunds();
  const [gift, setGift] = useState<StartedGift | null>(null);
  const [changed, setChanged] = useState<StartedGift['values'] | null>(null);

  const user = session.user;
  const initial = useMemo(() => {
    const donor = user ? { name: fullName(user), email: user.email } : { name: '', email: '' };
    const values = changed ? { ...changed, ...(user ? donor : {}) } : initialGiveValues(query, donor);
    const known = funds.data?.some((fund) => fund.id === values.fundId);
    return { ...values, fundId: known ? values.fundId : (funds.data?.[0]?.id ?? '') };
  }, [changed, query, user, funds.data]);

  let body;
  if (funds.error)
    body = <ErrorState message={t('giving.give.fundsFailed')} onRetry={() => void funds.mutate()} />;
  else if (!funds.data) body = <LoadingState label={t('giving.give.fundsLoading')} />;
  else if (funds.data.length === 0) body = <p>{t('giving.give.noFunds')}</p>;
  else if (gift)
    body = (
      <Suspense fallback={<LoadingState label={t('giving.give.preparing')} />}>
        <GivePayment
          gift={gift}
          onChange={() => {
            setChanged(gift.values);
            setGift(null);
          }}
        />
      </Suspense>
    );
  else
    // One form from the server's render on: her session fills it in when it arrives (a new form would drop what she chose).
    body = <GiveForm funds={funds.data} initial={initial} onStarted={setGift} />;

  return (
    <div className="container py-5">
      <PaymentPageHeader title={t('pages.give.title')} intro={t('giving.give.intro')} className="mb-4" />
      <div className="card give-card mx-auto border-0 shadow-sm">
        <div className="card-body p-4">{body}</div>
      </div>
    </div>
  );
}
