import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { ApiError } from '@ministry/platform/api';
import { usePageTitle } from '@ministry/platform/page-title';
import { LoadingState } from '@ministry/platform/states';
import { SubmitButton } from '@ministry/platform/submit-button';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { cancelWithToken, previewCancel } from '../features/signup/api/occurrence';
import { LinkPage, RegistrationSummary } from '../features/signup/components/registration-summary';
import { useFragmentToken } from '@ministry/platform/fragment-token';

type Outcome = 'ready' | 'done' | 'invalid' | 'failed';

/** A link that cannot work (bad, used, past, or for a sign-up gone): the service's 4xx answers. */
function isInvalidLink(error: unknown): error is ApiError {
  return error instanceof ApiError && [400, 403, 404, 409, 410].includes(error.status);
}

/**
 * /events/cancel#token=… — the link in every sign-up email (the token in the fragment, which never
 * reaches a server, a cache or a log; the page takes it out of the address bar): it shows which
 * sign-up it is, and "Cancel my place" sends the token (no sign-in needed). Then it says the place
 * is canceled, or that the link no longer works (used, wrong, or the date has passed).
 */
export default function CancelRegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.cancelRegistration.title'));
  const token = useFragmentToken();
  const preview = useSWR<MyRegistration>(
    token ? ['cancel-preview', token] : null,
    () => previewCancel(token),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [outcome, setOutcome] = useState<Outcome>('ready');
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The new state's heading takes the focus, so it is read out.
  useEffect(() => {
    if (outcome === 'done' || outcome === 'invalid') heading.current?.focus();
  }, [outcome]);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await cancelWithToken(token);
      setOutcome('done');
    } catch (error) {
      if (isInvalidLink(error)) {
        setReason(error.serverMessage ?? null);
        setOutcome('invalid');
      } else {
        console.error('Canceling with the link failed:', error);
        setOutcome('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  const toCalendar = (
    <Link to="/events" className="btn btn-outline-primary">
      {t('cancelPage.toCalendar')}
    </Link>
  );

  // Known before any click: a link the service refuses, or a sign-up already canceled.
  const invalidAtOnce = isInvalidLink(preview.error) || preview.data?.status === 'canceled';
  const invalidReason =
    reason ?? (isInvalidLink(preview.error) ? (preview.error.serverMessage ?? null) : null);

  let content: ReactNode;
  if (!token) {
    content = (
      <>
        <h1 className="h3 mb-3">{t('cancelPage.missingTitle')}</h1>
        <p className="text-secondary">{t('cancelPage.missingBody')}</p>
        {toCalendar}
      </>
    );
  } else if (outcome === 'done') {
    content = (
      <div role="status" data-testid="cancel-outcome" data-outcome="done">
        <h1 ref={heading} tabIndex={-1} className="h3 mb-3">
          {t('cancelPage.doneTitle')}
        </h1>
        <p>{t('cancelPage.doneBody')}</p>
        {toCalendar}
      </div>
    );
  } else if (outcome === 'invalid' || invalidAtOnce) {
    content = (
      <div role="status" data-testid="cancel-outcome" data-outcome="invalid">
        <h1 ref={heading} tabIndex={-1} className="h3 mb-3">
          {t('cancelPage.invalidTitle')}
        </h1>
        <p className="text-secondary">{invalidReason ?? t('cancelPage.invalidBody')}</p>
        {toCalendar}
      </div>
    );
  } else if (preview.isLoading) {
    content = <LoadingState />;
  } else {
    // Without the summary (the read failed), the button still works: the token is what counts.
    content = (
      <>
        <h1 className="h3 mb-3">{t('pages.cancelRegistration.title')}</h1>
        <p>{t('cancelPage.intro')}</p>
        {preview.data && (
          <RegistrationSummary
            registration={preview.data}
            testId="cancel-summary"
            className="mb-4"
            note={t(
              preview.data.status === 'waitlisted' ? 'signup.alreadyWaitlisted' : 'signup.alreadyConfirmed',
            )}
          />
        )}
        {outcome === 'failed' && (
          <Alert variant="danger" role="alert">
            {t('cancelPage.failed')}
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void cancel();
          }}
        >
          <SubmitButton busy={busy} label={t('cancelPage.button')} busyLabel={t('cancelPage.busy')} />
        </form>
      </>
    );
  }

  return <LinkPage>{content}</LinkPage>;
}
