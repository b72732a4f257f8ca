import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RecurringGift } from '@ministry/contracts/giving';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useGifts, useRecurringGifts, useStatementYears } from '../api/giving';
import { NAMESPACE } from '../texts';
import { ClaimPrompt } from './claim-prompt';
import { GiftsTable } from './gifts-table';
import { RecurringGiftItem } from './recurring-gift-item';
import { StatementsList } from './statements-list';

/** The account's Giving tab: earlier gifts to claim, monthly gifts, every gift, year-end statements. */
export function GivingTab() {
  const { t } = useTranslation(NAMESPACE);
  const gifts = useGifts();
  const recurring = useRecurringGifts();
  const years = useStatementYears();

  const claimed = () => {
    void gifts.mutate();
    void years.mutate();
  };
  const updated = (gift: RecurringGift) =>
    void recurring.mutate((list) => list?.map((each) => (each.id === gift.id ? gift : each)), {
      revalidate: true,
    });

  const retry = () => {
    void gifts.mutate();
    void recurring.mutate();
    void years.mutate();
  };
  const failed = (gifts.error && !gifts.data) || (recurring.error && !recurring.data);

  let body;
  if (failed) body = <ErrorState message={t('giving.tab.loadFailed')} onRetry={retry} />;
  else if (!gifts.data || !recurring.data) body = <LoadingState label={t('giving.tab.loading')} />;
  else
    body = (
      <>
        <h3 className="h5 mt-4">{t('giving.tab.recurringHeading')}</h3>
        {recurring.data.length === 0 ? (
          <p className="text-secondary">{t('giving.tab.noRecurring')}</p>
        ) : (
          <ListGroup as="ul" className="mb-4" aria-label={t('giving.tab.recurringHeading')}>
            {recurring.data.map((gift) => (
              <RecurringGiftItem key={gift.id} gift={gift} onUpdated={updated} />
            ))}
          </ListGroup>
        )}

        <h3 className="h5 mt-4">{t('giving.tab.giftsHeading')}</h3>
        {gifts.data.length === 0 ? (
          <p className="text-secondary">{t('giving.tab.noGifts')}</p>
        ) : (
          <GiftsTable gifts={gifts.data} />
        )}

        <h3 className="h5 mt-4">{t('giving.tab.statementsHeading')}</h3>
        <p className="text-secondary small">{t('giving.tab.statementsIntro')}</p>
        {years.error && !years.data ? (
          <ErrorState message={t('giving.tab.loadFailed')} onRetry={() => void years.mutate()} />
        ) : (
          <StatementsList years={years.data ?? []} />
        )}
      </>
    );

  return (
    <section aria-labelledby="giving-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id="giving-heading" className="h4 mb-0">
          {t('giving.tab.heading')}
        </h2>
        <Link to="/give" className="btn btn-primary btn-sm">
          {t('giving.tab.giveLink')}
        </Link>
      </div>
      <p className="text-secondary mt-2">{t('giving.tab.intro')}</p>
      <ClaimPrompt onClaimed={claimed} />
      {body}
    </section>
  );
}
