import { useTranslation } from 'react-i18next';
import { useAdminFunds } from '../api/giving';
import { NAMESPACE } from '../texts';
import { FundsSection } from './funds-section';
import { GiftsSection } from './gifts-section';
import { SummarySection } from './summary-section';

/** The Giving tab: funds, totals for a period, and every gift. */
export function GivingTab() {
  const { t } = useTranslation(NAMESPACE);
  const funds = useAdminFunds();
  return (
    <section aria-labelledby="adm-giving-title">
      <h2 className="h3 mb-1" id="adm-giving-title">
        {t('giving.title')}
      </h2>
      <p className="text-secondary">{t('giving.intro')}</p>
      <FundsSection />
      <SummarySection />
      <GiftsSection funds={funds.data ?? []} />
    </section>
  );
}
