import { Alert, Card, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { ordinaryShareReached, outboxTotals, reachedBudget, useOutboxReport } from '../api/use-outbox-status';
import { MailHeldList } from './mail-held-list';

/**
 * Staff e-mail that never arrived: messages every service's outbox gave up on (and those still
 * waiting), in total and per service. A service that does not answer is shown as not available; the
 * others are still counted. When the global hourly budget is used up, an alert says so, how many
 * messages wait and when sending resumes; when only ordinary mail's share of it is, another says that
 * security mail still goes out. Below, where the waiting mail comes from (kinds, capped addresses).
 */
export function MailStatusCard() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data } = useOutboxReport();
  const totals = data ? outboxTotals(data) : undefined;
  const budget = data ? reachedBudget(data) : null;
  const share = data && !budget ? ordinaryShareReached(data) : null;
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body className="d-flex flex-wrap gap-3 justify-content-between">
        {budget && (
          <Alert variant="warning" className="small mb-0 w-100" data-testid="mail-budget-reached">
            <strong>{t('dashboard.mail.budgetReached', { perHour: budget.perHour })}</strong>{' '}
            {t('dashboard.mail.budgetWaiting', {
              count: totals?.pending ?? 0,
              time: dateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(
                new Date(budget.resumesAt),
              ),
            })}{' '}
            {t('dashboard.mail.budgetHint')}
          </Alert>
        )}
        {share && (
          <Alert variant="warning" className="small mb-0 w-100" data-testid="mail-ordinary-share">
            {t('dashboard.mail.ordinaryReached', {
              time: dateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(
                new Date(share.resumesAt),
              ),
            })}
          </Alert>
        )}
        <div>
          <div className="text-secondary small text-uppercase fw-semibold" id="count-mail-failed-label">
            {t('dashboard.mail.label')}
          </div>
          <div
            className={`display-6 fw-semibold adm-count${totals?.failed ? ' text-danger' : ''}`}
            data-testid="count-mail-failed"
            aria-labelledby="count-mail-failed-label"
          >
            {totals === undefined ? (
              <Placeholder as="span" animation="glow" aria-hidden="true">
                <Placeholder xs={4} />
              </Placeholder>
            ) : totals === null ? (
              <span className="fs-6 text-danger">{t('dashboard.countUnavailable')}</span>
            ) : (
              totals.failed
            )}
          </div>
          {totals && (
            <div className="small text-secondary" data-testid="count-mail-pending">
              {t('dashboard.mail.pending', { count: totals.pending })}
            </div>
          )}
        </div>
        {data && (
          <ul
            className="list-unstyled small mb-0 align-self-center"
            aria-label={t('dashboard.mail.byService')}
            data-testid="mail-by-service"
          >
            {data.map(({ service, status }) => (
              <li key={service}>
                <span className="fw-semibold">{t(`dashboard.mail.services.${service}`)}</span>
                {': '}
                {status ? (
                  t('dashboard.mail.serviceCounts', { failed: status.failed, pending: status.pending })
                ) : (
                  <span className="text-danger">{t('dashboard.countUnavailable')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {data && <MailHeldList report={data} />}
        {totals && totals.failed > 0 && (
          <p className="small text-danger mb-0 w-100">{t('dashboard.mail.failedHint')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
