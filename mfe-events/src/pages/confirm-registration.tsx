import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConfirmResult } from '@ministry/contracts/event-signup';
import { ApiError } from '@ministry/platform/api';
import { usePageTitle } from '@ministry/platform/page-title';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { confirmWithToken } from '../features/signup/api/occurrence';
import { LinkPage, RegistrationSummary } from '../features/signup/components/registration-summary';
import { useFragmentToken } from '@ministry/platform/fragment-token';

type Outcome =
  | { kind: 'working' }
  | { kind: 'done'; registration: ConfirmResult }
  | { kind: 'already' }
  | { kind: 'invalid'; reason: string | null }
  | { kind: 'failed' };

/**
 * /events/confirm#token=… — the link e-mailed to a visitor who signed up: the page takes the token
 * from the fragment (never sent to a server, a cache or a log), removes it from the address bar and
 * POSTs it. Her sign-up then counts: the page says so, with the event, date, place and where she
 * stands. A link used, wrong or past its hold says it no longer works.
 */
export default function ConfirmRegistrationPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.confirmRegistration.title'));
  const token = useFragmentToken();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmWithToken(token)
      .then((registration) => setOutcome({ kind: 'done', registration }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'already' });
        else if (error instanceof ApiError && [400, 404, 410].includes(error.status))
          setOutcome({ kind: 'invalid', reason: error.serverMessage ?? null });
        else {
          console.error('Confirming the sign-up failed:', error);
          setOutcome({ kind: 'failed' });
        }
      });
  }, [token]);

  // The outcome's heading takes the focus, so it is read out.
  useEffect(() => {
    if (outcome.kind !== 'working') heading.current?.focus();
  }, [outcome.kind]);

  const toCalendar = (
    <Link to="/events" className="btn btn-outline-primary">
      {t('confirmPage.toCalendar')}
    </Link>
  );
  const titled = (title: string, body: ReactNode, kind: string) => (
    <div role="status" data-testid="confirm-outcome" data-outcome={kind}>
      <h1 ref={heading} tabIndex={-1} className="h3 mb-3">
        {title}
      </h1>
      {body}
      {toCalendar}
    </div>
  );

  let content: ReactNode;
  if (!token) {
    content = titled(
      t('confirmPage.missingTitle'),
      <p className="text-secondary">{t('confirmPage.missingBody')}</p>,
      'missing',
    );
  } else if (outcome.kind === 'working') {
    content = <LoadingState />;
  } else if (outcome.kind === 'done') {
    const { registration } = outcome;
    const waitlisted = registration.status === 'waitlisted';
    content = titled(
      t(waitlisted ? 'confirmPage.waitlistedTitle' : 'confirmPage.doneTitle'),
      <>
        <RegistrationSummary registration={registration} testId="confirm-summary" className="mb-3" />
        <p>{t(waitlisted ? 'confirmPage.waitlistedBody' : 'confirmPage.doneBody')}</p>
      </>,
      waitlisted ? 'waitlisted' : 'confirmed',
    );
  } else if (outcome.kind === 'already') {
    content = titled(t('confirmPage.alreadyTitle'), <p>{t('confirmPage.alreadyBody')}</p>, 'already');
  } else if (outcome.kind === 'invalid') {
    content = titled(
      t('confirmPage.invalidTitle'),
      <p className="text-secondary">{outcome.reason ?? t('confirmPage.invalidBody')}</p>,
      'invalid',
    );
  } else {
    content = titled(t('confirmPage.failedTitle'), <p>{t('confirmPage.failedBody')}</p>, 'failed');
  }

  return <LinkPage>{content}</LinkPage>;
}
