import type { ReactNode } from 'react';
import { Button, Card, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * One number on the dashboard: its label, the number in large type (a glowing placeholder while it
 * loads, "unavailable" when its source failed), and optionally a way to the tab behind it. The number
 * is named by its label for screen readers.
 */
export function StatCard({
  label,
  value,
  testId,
  failed = false,
  alert = false,
  action,
}: {
  label: string;
  /** null or undefined while loading. */
  value: ReactNode;
  testId: string;
  failed?: boolean;
  /** The number in red: something waits for staff. */
  alert?: boolean;
  /** A link-styled button under the number, to the tab behind it. */
  action?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card className="border-0 shadow-sm h-100">
      <Card.Body className={action ? 'd-flex flex-column' : undefined}>
        <div className="text-secondary small text-uppercase fw-semibold" id={`${testId}-label`}>
          {label}
        </div>
        <div
          className={`display-6 fw-semibold adm-count${alert ? ' text-danger' : ''}`}
          data-testid={testId}
          aria-labelledby={`${testId}-label`}
        >
          {failed ? (
            <span className="fs-6 text-danger">{t('dashboard.countUnavailable')}</span>
          ) : value === undefined || value === null ? (
            <Placeholder as="span" animation="glow" aria-hidden="true">
              <Placeholder xs={4} />
            </Placeholder>
          ) : (
            value
          )}
        </div>
        {action && (
          <Button
            variant="link"
            size="sm"
            className="p-0 mt-auto align-self-start text-start"
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
