import { Col, Form, Row, Table } from 'react-bootstrap';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { TableHead } from '@ministry/platform/table-head';
import { useGivingSummary, type Period } from '../api/giving';
import { thisMonth } from '../period';
import { NAMESPACE } from '../texts';

/** A share of the period's total as a bar beside its number (the numbers carry it for screen readers). */
function ShareBar({ cents, total }: { cents: number; total: number }) {
  const percent = total > 0 ? Math.round((cents / total) * 100) : 0;
  return (
    <div className="progress" style={{ height: '0.5rem', minWidth: '6rem' }} aria-hidden="true">
      <div className="progress-bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

function monthName(month: string, language: Language): string {
  const [year, index] = month.split('-').map(Number);
  return dateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

interface TotalsRow {
  key: string;
  label: ReactNode;
  totalCents: number;
  count: number;
}

/** One breakdown of the period (by fund, by month): amount, number of gifts and a share bar per row. */
function TotalsTable(props: {
  testId: string;
  caption: string;
  firstHeading: string;
  total: number;
  rows: TotalsRow[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Table size="sm" className="align-middle" data-testid={props.testId}>
      <caption className="caption-top fw-semibold text-body">{props.caption}</caption>
      <TableHead
        columns={['first', 'amount', 'count', 'share'] as const}
        label={(key) =>
          key === 'first' ? props.firstHeading : key === 'share' ? '' : t(`giving.summary.${key}`)
        }
        classes={{ amount: 'text-end', count: 'text-end' }}
      />
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{formatCents(row.totalCents, language)}</td>
            <td className="text-end">{row.count}</td>
            <td>
              <ShareBar cents={row.totalCents} total={props.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One end of the period: its first day (not after the last) or its last (not before the first). */
function PeriodEnd({
  edge,
  period,
  onChange,
}: {
  edge: keyof Period;
  period: Period;
  onChange: (change: (current: Period) => Period) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = `giving-summary-${edge}`;
  return (
    <Col>
      <Form.Label htmlFor={id}>{t(`giving.summary.${edge}`)}</Form.Label>
      <Form.Control
        id={id}
        type="date"
        value={period[edge]}
        min={edge === 'to' ? period.from : undefined}
        max={edge === 'from' ? period.to : undefined}
        onChange={(event) => {
          const day = event.target.value;
          if (day) onChange((current) => ({ ...current, [edge]: day }));
        }}
      />
    </Col>
  );
}

/** Totals by fund and by month for a chosen period (this month by default). */
export function SummarySection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const summary = useGivingSummary(period);
  const data = summary.data;

  let body;
  if (summary.error && !data)
    body = <ErrorState message={t('giving.loadError')} onRetry={() => void summary.mutate()} />;
  else if (!data) body = <LoadingState />;
  else
    body = (
      <>
        <dl className="row mb-3" data-testid="giving-summary-totals">
          <dt className="col-sm-3">{t('giving.summary.total')}</dt>
          <dd className="col-sm-9 fs-5 fw-semibold">{formatCents(data.totalCents, language)}</dd>
          <dt className="col-sm-3">{t('giving.summary.donors')}</dt>
          <dd className="col-sm-9">{data.donors}</dd>
        </dl>
        {data.byFund.length === 0 ? (
          <p className="text-secondary">{t('giving.summary.empty')}</p>
        ) : (
          <Row className="g-4">
            <Col lg={6}>
              <TotalsTable
                testId="summary-by-fund"
                caption={t('giving.summary.byFund')}
                firstHeading={t('giving.summary.fund')}
                total={data.totalCents}
                rows={data.byFund.map((fund) => ({
                  key: fund.fundId,
                  label: localize(fund.name, fund.nameEs, language),
                  ...fund,
                }))}
              />
            </Col>
            <Col lg={6}>
              <TotalsTable
                testId="summary-by-month"
                caption={t('giving.summary.byMonth')}
                firstHeading={t('giving.summary.month')}
                total={data.totalCents}
                rows={data.byMonth.map((month) => ({
                  key: month.month,
                  label: <time dateTime={month.month}>{monthName(month.month, language)}</time>,
                  ...month,
                }))}
              />
            </Col>
          </Row>
        )}
      </>
    );

  return (
    <section aria-labelledby="adm-giving-summary-title" className="mb-5">
      <h3 className="h4" id="adm-giving-summary-title">
        {t('giving.summary.heading')}
      </h3>
      <Row className="g-2 mb-3" style={{ maxWidth: '28rem' }}>
        <PeriodEnd edge="from" period={period} onChange={setPeriod} />
        <PeriodEnd edge="to" period={period} onChange={setPeriod} />
      </Row>
      {body}
    </section>
  );
}
