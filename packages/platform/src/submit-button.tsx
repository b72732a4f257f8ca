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
    <button
      type="submit"
      className={['btn btn-primary', className].filter(Boolean).join(' ')}
      disabled={busy}
    >
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
