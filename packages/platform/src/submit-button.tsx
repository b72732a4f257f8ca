import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '@ministry/platform/states';

/**
 * A submit button that shows a spinner and a busy label while the request runs. On a page the server
 * rendered, a click before the page is hydrated is held and made again once it is (the page's inline
 * script and the shell's replayEarlyTaps), so it never submits the form natively.
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
  return (
    <button
      type="submit"
      className={['btn btn-primary', className].filter(Boolean).join(' ')}
      disabled={busy}
    >
      {busy ? (
        <>
          <InlineSpinner className="me-2" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** A form's submit button, then its Cancel (disabled while the request runs). */
export function SubmitRow({
  onCancel,
  className,
  ...submit
}: Parameters<typeof SubmitButton>[0] & { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={['d-flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      <SubmitButton {...submit} />
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={submit.busy}>
        {t('form.cancel')}
      </button>
    </div>
  );
}
