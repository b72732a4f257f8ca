import { useHydrated } from '@ministry/platform/platform-provider';

/**
 * A submit button that shows a spinner and a busy label while the request runs. On a page the server
 * rendered it is disabled until the page is hydrated: a click before would submit the form natively
 * (reloading the page and losing what was typed), never through its handler.
 */
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
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={['btn btn-primary', className].filter(Boolean).join(' ')}
      disabled={busy || !hydrated}
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
