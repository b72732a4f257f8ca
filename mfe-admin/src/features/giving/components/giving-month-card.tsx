import { Card, Col, Placeholder, Row } from 'react-bootstrap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { useGivingSummary } from '../api/giving';
import { formatCents } from '../format';
import { thisMonth } from '../period';
import { NAMESPACE } from '../texts';

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body>
        <div className="text-secondary small text-uppercase fw-semibold" id={`${testId}-label`}>
          {label}
        </div>
        <div
          className="display-6 fw-semibold adm-count"
          data-testid={testId}
          aria-labelledby={`${testId}-label`}
        >
          {value ?? (
            <Placeholder as="span" animation="glow" aria-hidden="true">
              <Placeholder xs={4} />
            </Placeholder>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

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
        <Figure
          label={t('giving.dashboard.monthTotal')}
          value={unavailable ?? (summary.data ? formatCents(summary.data.totalCents, language) : null)}
          testId="giving-month-total"
        />
      </Col>
      <Col>
        <Figure
          label={t('giving.dashboard.donors')}
          value={unavailable ?? (summary.data ? String(summary.data.donors) : null)}
          testId="giving-month-donors"
        />
      </Col>
    </Row>
  );
}
