import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/**
 * A tab's create or edit form in a card under its title. Opening it (and opening another record in it,
 * `openKey`) brings it into view with the focus on its first field, the input named `firstField`.
 */
export function FormCard({
  title,
  firstField,
  openKey,
  children,
}: {
  title: string;
  firstField: string;
  openKey: string;
  children: ReactNode;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    card.current?.querySelector<HTMLElement>(`input[name="${firstField}"]`)?.focus({ preventScroll: true });
  }, [openKey, firstField]);
  return (
    <Card className="border-0 shadow-sm mb-4 adm-form-card" ref={card}>
      <Card.Body>
        <h3 className="h5 mb-3">{title}</h3>
        {children}
      </Card.Body>
    </Card>
  );
}
