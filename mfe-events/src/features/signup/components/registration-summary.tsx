import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';
import { newYorkWallClock } from '@ministry/contracts/datetime';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { eventTimeText, formatDay } from '../../events';

/** The sign-up an e-mailed link names: event, date, time and place, then `note` (where she stands). */
export function RegistrationSummary({
  registration,
  testId,
  className,
  note,
}: {
  registration: MyRegistration;
  testId: string;
  /** Its margin below. */
  className: string;
  note?: ReactNode;
}) {
  const language = useLanguage();
  const start = newYorkWallClock(registration.startsAt);
  const end = newYorkWallClock(registration.endsAt);
  return (
    <div className={`border rounded p-3 bg-body-tertiary ${className}`} data-testid={testId}>
      <p className="fw-semibold mb-1">{localize(registration.title, registration.titleEs, language)}</p>
      <p className="mb-1">
        {formatDay(registration.date, language)}
        {start && end && ` · ${eventTimeText({ startTime: start.time, endTime: end.time }, language)}`}
      </p>
      <p className={`small text-secondary ${note ? 'mb-1' : 'mb-0'}`}>{registration.location}</p>
      {note && <p className="small mb-0">{note}</p>}
    </div>
  );
}

/** The page an e-mailed sign-up link opens: one narrow card. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <Container className="py-5">
      <Card className="shadow-sm border-0 mx-auto ev-narrow-card">
        <Card.Body className="p-4 p-md-5">{children}</Card.Body>
      </Card>
    </Container>
  );
}
