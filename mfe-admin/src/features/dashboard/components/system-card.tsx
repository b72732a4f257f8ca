import { Badge, Col, Placeholder, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { SectionCard } from '@ministry/platform/section-card';
import { NAMESPACE } from '../../../i18n';
import { useOutboxReport, type OutboxStatus } from '../api/use-outbox-status';
import { useBackupReport, useWebhookReport, type BackupReport } from '../api/use-system-status';

const HEALTH_VARIANT = { ok: 'success', failing: 'danger', missing: 'danger' } as const;

/** How long ago, in the largest whole unit that fits (minutes under 2 hours, hours under 2 days). */
export function ageOf(
  iso: string,
  now: number,
): { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}

function Loading() {
  return (
    <Placeholder as="span" animation="glow" aria-hidden="true">
      <Placeholder xs={6} />
    </Placeholder>
  );
}

function useTimeFormat() {
  const language = useLanguage();
  const format = dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

function BackupSection({ report }: { report: BackupReport | null | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const time = useTimeFormat();
  if (report === undefined) return <Loading />;
  if (report === null) return <span className="text-danger">{t('dashboard.countUnavailable')}</span>;
  const { lastSuccess, lastAttempt, health } = report;
  const age = lastSuccess ? ageOf(lastSuccess.finishedAt, Date.now()) : null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Badge bg={HEALTH_VARIANT[health]} data-testid="backup-health">
          {t(`dashboard.system.health.${health}`)}
        </Badge>
        {lastSuccess && age ? (
          <span data-testid="backup-last-success">
            <time dateTime={lastSuccess.finishedAt}>{time(lastSuccess.finishedAt)}</time>
            {' · '}
            {t(`dashboard.system.age.${age.unit}`, { count: age.count })}
          </span>
        ) : (
          <span data-testid="backup-last-success">{t('dashboard.system.backupNone')}</span>
        )}
      </div>
      {health !== 'ok' && (
        <div className="small text-danger mt-2" data-testid="backup-problem">
          {lastAttempt && !lastAttempt.ok
            ? t('dashboard.system.backupFailed', {
                time: time(lastAttempt.finishedAt),
                error: lastAttempt.error ?? '',
              })
            : lastSuccess && t('dashboard.system.backupOld', { hours: report.maxAgeHours })}{' '}
          {t('dashboard.system.backupHint')}
        </div>
      )}
    </>
  );
}

function OutboxLine({ status }: { status: OutboxStatus | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!status) return <span className="text-danger">{t('dashboard.countUnavailable')}</span>;
  if (status.failed > 0)
    return (
      <span className="text-danger">{t('dashboard.system.outboxFailed', { count: status.failed })}</span>
    );
  if (status.pending > 0)
    return <span>{t('dashboard.system.outboxPending', { count: status.pending })}</span>;
  return <span className="text-success">{t('dashboard.system.outboxOk')}</span>;
}

/**
 * What keeps the site safe to run, for the admins: the last successful backup (its time in the
 * admin's language and its age, failing when older than the limit or when the last run failed),
 * each service's e-mail outbox (the mail card's data), and Stripe webhook deliveries refused or
 * failed in the last day.
 */
export function SystemCard() {
  const { t } = useTranslation(NAMESPACE);
  const time = useTimeFormat();
  const backup = useBackupReport();
  const outbox = useOutboxReport();
  const webhooks = useWebhookReport();
  const hooks = webhooks.error ? null : webhooks.data;
  return (
    <SectionCard
      headingId="adm-system-title"
      title={t('dashboard.system.title')}
      titleClassName="mb-3"
      className="border-0 shadow-sm h-100"
    >
      <Row xs={1} md={3} className="g-3">
        <Col>
          <h4 className="text-secondary small text-uppercase fw-semibold" id="adm-system-backup">
            {t('dashboard.system.backup')}
          </h4>
          <div aria-labelledby="adm-system-backup" role="group" data-testid="system-backup">
            <BackupSection report={backup.error ? null : backup.data} />
          </div>
        </Col>
        <Col>
          <h4 className="text-secondary small text-uppercase fw-semibold" id="adm-system-outbox">
            {t('dashboard.system.outbox')}
          </h4>
          {outbox.data ? (
            <ul
              className="list-unstyled small mb-0"
              aria-labelledby="adm-system-outbox"
              data-testid="system-outbox"
            >
              {outbox.data.map(({ service, status }) => (
                <li key={service}>
                  <span className="fw-semibold">{t(`dashboard.mail.services.${service}`)}</span>
                  {': '}
                  <OutboxLine status={status} />
                </li>
              ))}
            </ul>
          ) : (
            <Loading />
          )}
        </Col>
        <Col>
          <h4 className="text-secondary small text-uppercase fw-semibold" id="adm-system-webhooks">
            {t('dashboard.system.webhooks', { hours: hooks?.windowHours ?? 24 })}
          </h4>
          <div
            aria-labelledby="adm-system-webhooks"
            role="group"
            className="small"
            data-testid="system-webhooks"
          >
            {hooks === undefined ? (
              <Loading />
            ) : hooks === null ? (
              <span className="text-danger">{t('dashboard.countUnavailable')}</span>
            ) : hooks.failedEvents === 0 && hooks.refusedMinutes === 0 ? (
              <span className="text-success">{t('dashboard.system.webhooksOk')}</span>
            ) : (
              <>
                {hooks.failedEvents > 0 && (
                  <div className="text-danger">
                    {t('dashboard.system.webhooksFailed', { count: hooks.failedEvents })}
                  </div>
                )}
                {hooks.refusedMinutes > 0 && (
                  <div className="text-danger">
                    {t('dashboard.system.webhooksRefused', { count: hooks.refusedMinutes })}
                  </div>
                )}
                {hooks.lastAt && (
                  <div>{t('dashboard.system.webhooksLast', { time: time(hooks.lastAt) })}</div>
                )}
                <p className="text-secondary mb-0 mt-1">{t('dashboard.system.webhooksHint')}</p>
              </>
            )}
          </div>
        </Col>
      </Row>
    </SectionCard>
  );
}
