import { Button, Spinner } from 'react-bootstrap';

/** A submit button that shows a spinner and a busy label while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" variant="primary" className={className} disabled={busy}>
      {busy ? (
        <>
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
