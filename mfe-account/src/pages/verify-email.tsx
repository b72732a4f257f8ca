import { Alert, Button } from 'react-bootstrap';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EmailTokenPurpose } from '@ministry/contracts/auth';
import { errorMessage } from '@ministry/platform/api';
import { useFragmentToken } from '@ministry/platform/fragment-token';
import { LoadingState } from '@ministry/platform/states';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { NAMESPACE } from '../i18n';
import { sendVerificationEmail } from '../features/account/api/account';
import { verifyEmail } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; purpose: EmailTokenPurpose }
  | { state: 'invalid'; message: string };

/** Signed in and not verified: she may ask for a new link here. */
function SendAgain() {
  const { t } = useTranslation(NAMESPACE);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setSending(true);
    try {
      await sendVerificationEmail();
      setResult({ ok: true, text: t('verify.sent') });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, t('verify.sendFailed')) });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {result && (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      <Button variant="primary" disabled={sending} onClick={() => void send()}>
        {sending ? t('verify.sending') : t('verify.sendAgain')}
      </Button>
    </>
  );
}

/**
 * /verify-email#token=…: the page of every link that proves an address (her account's, or a new one
 * she asked for). The token is read from the fragment (never sent to a server, cache or log), removed
 * from the address bar at once, and POSTed.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.verifyEmail.title'));
  const { user, refresh } = useSession();
  // Read once, before the fragment leaves the address bar.
  const token = useFragmentToken();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'verifying' } : { state: 'invalid', message: t('verify.missingToken') },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(async ({ purpose }) => {
        // Her session says so at once (the header, the Profile tab).
        await refresh();
        setOutcome({ state: 'verified', purpose });
      })
      .catch((error: unknown) =>
        setOutcome({ state: 'invalid', message: errorMessage(error, t('verify.failedDefault')) }),
      );
  }, [token, refresh, t]);

  if (outcome.state === 'verifying')
    return (
      <AuthCard title={t('verify.heading')}>
        <LoadingState label={t('verify.verifying')} />
      </AuthCard>
    );

  if (outcome.state === 'verified')
    return (
      <AuthCard
        title={outcome.purpose === 'change' ? t('verify.changedHeading') : t('verify.verifiedHeading')}
        focusTitle
      >
        <p data-testid="email-verified">
          {outcome.purpose === 'change' ? t('verify.changedBody') : t('verify.verifiedBody')}
        </p>
        <Link to={user ? '/account' : '/login?redirect=%2Faccount'} className="btn btn-primary">
          {t('verify.toAccount')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('verify.invalidHeading')} focusTitle={token !== ''}>
      <div data-testid="verify-link-invalid">
        <Alert variant="warning" role="alert">
          {outcome.message}
        </Alert>
        {user && !user.emailVerified ? (
          <>
            <p>{t('verify.sendAgainIntro', { email: user.email })}</p>
            <SendAgain />
          </>
        ) : user ? (
          <Link to="/account" className="btn btn-primary">
            {t('verify.toAccount')}
          </Link>
        ) : (
          <p className="mb-0">
            {t('verify.signInToSend')} <Link to="/login?redirect=%2Faccount">{t('verify.signIn')}</Link>
          </p>
        )}
      </div>
    </AuthCard>
  );
}
