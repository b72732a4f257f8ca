import { Card } from 'react-bootstrap';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@ministry/platform/page-title';

/** The card a page shows once a payment has ended (or failed): its heading, also the page's title, then the rest. */
export function OutcomeCard({
  heading,
  className,
  testId,
  children,
}: {
  heading: string;
  /** The card's width class of its feature (give-card, sub-checkout). */
  className: string;
  testId: string;
  children: ReactNode;
}) {
  usePageTitle(heading);
  return (
    <Card className={`${className} mx-auto border-0 shadow-sm`} data-testid={testId}>
      <Card.Body className="p-4">
        <h1 className="h3">{heading}</h1>
        {children}
      </Card.Body>
    </Card>
  );
}

/** Where to go after a payment: the page's own next step (when there is one), then back home. */
export function NextLinks({ next, home }: { next?: { to: string; label: string }; home: string }) {
  return (
    <>
      {next && (
        <Link to={next.to} className="btn btn-primary me-2">
          {next.label}
        </Link>
      )}
      <Link to="/" className="btn btn-link">
        {home}
      </Link>
    </>
  );
}
