import { Card, Col, Container, Row } from 'react-bootstrap';
import type { ReactNode } from 'react';

/** The centred card the login and registration forms sit in. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={8} lg={6} xl={5}>
          <Card className="shadow-sm border-0">
            <Card.Body className="p-4 p-md-5">
              <h1 className="h3 mb-1">{title}</h1>
              <p className="text-secondary mb-4">{intro}</p>
              {children}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
