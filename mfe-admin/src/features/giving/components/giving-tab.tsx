import { useTranslation } from 'react-i18next';
import { isFinanceUser } from '@ministry/contracts/user';
import { useSession } from '@ministry/platform/session';
import { useAdminFunds } from '../api/giving';
import { NAMESPACE } from '../texts';
import { AccessLogSection } from './access-log-section';
import { FundsSection } from './funds-section';
import { GiftsSection } from './gifts-section';
import { SummarySection } from './summary-section';

/**
 * The Giving tab: funds and totals for every admin; every gift, its CSV, refunds and the access log
 * only for staff given access to donors' records.
 */
export function GivingTab() {
  const { t } = useTranslation(NAMESPACE);
  const { user, isLoading } = useSession();
  const funds = useAdminFunds();
  const finance = isFinanceUser(user);
  return (
    <section aria-labelledby="adm-giving-title">
      <h2 className="h3 mb-1" id="adm-giving-title">
        {t('giving.title')}
      </h2>
      <p className="text-secondary">{t('giving.intro')}</p>
      <FundsSection />
      <SummarySection />
      {finance ? (
        <>
          <GiftsSection funds={funds.data ?? []} />
          <AccessLogSection />
        </>
      ) : (
        !isLoading && (
          <p className="bg-body rounded shadow-sm p-3" data-testid="giving-finance-only">
            {t('giving.financeOnly')}
          </p>
        )
      )}
    </section>
  );
}
