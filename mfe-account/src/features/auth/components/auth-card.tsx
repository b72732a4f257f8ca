import { Card, Col, Container, Row } from 'react-bootstrap';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The centred card the sign-in, registration and password reset screens sit in. `focusTitle`: the
 * card has just changed what it says (a form replaced by its result), so its heading takes the focus
 * and a screen reader reads on from there.
 */
export function AuthCard({
  title,
  intro,
  focusTitle = false,
  children,
}: {
  title: string;
  intro?: string;
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={8} lg={6} xl={5}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4 p-md-5">
              <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className="h3 mb-1">
                {title}
              </h1>
              {intro ? <p className="text-secondary mb-4">{intro}</p> : <div className="mb-3" />}
              {children}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}

/** The ways on from a screen's outcome: the main one as a button, then another plain-looking one. */
export function AuthNextSteps({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-wrap column-gap-4 row-gap-2 align-items-center">
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
      {children}
    </div>
  );
}
