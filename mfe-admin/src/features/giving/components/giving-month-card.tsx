import { Col, Row } from 'react-bootstrap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { StatCard } from '../../../kit';
import { useGivingSummary } from '../api/giving';
import { thisMonth } from '../period';
import { NAMESPACE } from '../texts';

/** The dashboard's giving numbers: this month's total and how many people gave. */
export function GivingMonthCards() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const period = useMemo(() => thisMonth(), []);
  const summary = useGivingSummary(period);
  const unavailable = summary.error && !summary.data ? t('dashboard.countUnavailable') : null;
  return (
    <Row xs={1} sm={2} className="g-3 mb-4">
      <Col>
        <StatCard
          label={t('giving.dashboard.monthTotal')}
          value={unavailable ?? (summary.data ? formatCents(summary.data.totalCents, language) : null)}
          testId="giving-month-total"
        />
      </Col>
      <Col>
        <StatCard
          label={t('giving.dashboard.donors')}
          value={unavailable ?? (summary.data ? String(summary.data.donors) : null)}
          testId="giving-month-donors"
        />
      </Col>
    </Row>
  );
}
