import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { fullName } from '@ministry/contracts/user';
import type { OccurrenceDetail, RegistrationResult } from '@ministry/contracts/event-signup';
import type { RegistrationInput } from '@ministry/contracts/event-input';
import { ApiError, errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { LoadingState } from '@ministry/platform/states';
import { reportFailure, toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { formatDay } from '../../events';
import { cancelMyRegistration, signUp } from '../api/occurrence';
import { PricedSignup } from '../../places';
import { SeatsSummary } from './seats-summary';
import { VisitorSignupForm } from './visitor-signup-form';

type Status = RegistrationResult['status'];

// The dialog (react-bootstrap's Modal) loads once the page is hydrated, and only for someone signed up:
// the page's first scripts go without react-bootstrap.
const ConfirmDialog = lazy(() =>
  import('@ministry/platform/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Whole minutes until an instant (ISO), at least 0. */
const minutesLeft = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 60_000));

/**
 * Where a person stands after signing up (`fresh`) or on coming back (`already`): confirmed or
 * waitlisted, said plainly; her own sign-up can be canceled here when she is signed in.
 */
function RegistrationNotice({
  status,
  fresh,
  date,
  registrationId,
  holdMinutes,
  onCanceled,
}: {
  status: Status;
  fresh: boolean;
  date: string;
  registrationId: string | null;
  /** A visitor's sign-up, held this many minutes for the link e-mailed to her. */
  holdMinutes?: number;
  onCanceled: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const hydrated = useHydrated();
  const day = formatDay(date, language);

  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh]);

  const cancel = async () => {
    if (!registrationId) return;
    try {
      await cancelMyRegistration(registrationId);
      toast({ title: t('signup.canceled'), variant: 'success' });
      setAsking(false);
    } catch (error) {
      setAsking(false);
      const report = { title: t('signup.failedTitle'), message: t('signup.cancelFailed') };
      reportFailure('Canceling the sign-up', error, report);
      return;
    }
    await onCanceled();
  };

  const confirmed = status === 'confirmed';
  const held = holdMinutes !== undefined;
  const title = held
    ? t(confirmed ? 'signup.heldTitle' : 'signup.heldWaitlistTitle')
    : fresh
      ? t(confirmed ? 'signup.confirmedTitle' : 'signup.waitlistedTitle')
      : t(confirmed ? 'signup.alreadyConfirmed' : 'signup.alreadyWaitlisted');
  const body = held
    ? t(confirmed ? 'signup.heldBody' : 'signup.heldWaitlistBody', { minutes: holdMinutes, date: day })
    : t(confirmed ? 'signup.confirmedBody' : 'signup.waitlistedBody', { date: day });
  return (
    <div
      className={`alert ${held ? 'alert-warning' : confirmed ? 'alert-success' : 'alert-info'} mb-0`}
      role="status"
      data-testid="signup-status"
      data-status={held ? 'unconfirmed' : status}
    >
      <h3 ref={heading} tabIndex={-1} className="h5 alert-heading">
        {title}
      </h3>
      {fresh && <p className="mb-0">{body}</p>}
      {registrationId && (
        <button type="button" className="btn btn-outline-dark btn-sm mt-3" onClick={() => setAsking(true)}>
          {t('signup.cancel')}
        </button>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={asking}
            title={t('signup.cancelTitle')}
            body={t('signup.cancelBody', { date: day })}
            confirmLabel={t('signup.cancel')}
            busyLabel={t('signup.cancelling')}
            cancelLabel={t('signup.keep')}
            onConfirm={cancel}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The sign-up box of an occurrence page: the seats, then what can be done now. A member signs up
 * with one click, a visitor with name and email; a full date offers the waitlist when there is one;
 * a closed or full one says so; someone already signed up sees it and can cancel.
 */
export function SignupPanel({
  occurrence,
  onChanged,
}: {
  occurrence: OccurrenceDetail;
  /** Fetches the occurrence again (seats, state, her own sign-up). */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const location = useLocation();
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const { id, date, signupState } = occurrence;
  // Her own sign-up is hers alone: never in the server's HTML, so not in the render that hydrates it.
  const mine = useHydrated() ? occurrence.myRegistration : null;

  const submit = async (input: RegistrationInput | Record<string, never>) => {
    setRefusal(null);
    const saved = await signUp(id, date, input);
    setResult(saved);
    await onChanged();
  };

  /**
   * A 409 (already signed up, just closed, just filled) and a 403 (members only) are said as the
   * service words them.
   */
  const fail = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 403)) {
      setRefusal(errorMessage(error, t('signup.failed')));
      void onChanged();
      return;
    }
    if (error instanceof ApiError && error.status === 400) return;
    // A 429 (too many sign-ups from here) and the like are said in the service's words.
    reportFailure('Signing up', error, { title: t('signup.failedTitle'), message: t('signup.failed') });
  };

  const joinAsMember = async () => {
    setJoining(true);
    try {
      await submit({});
    } catch (error) {
      fail(error);
    } finally {
      setJoining(false);
    }
  };

  const canceled = async () => {
    setResult(null);
    await onChanged();
  };

  let body: ReactNode;
  if (result) {
    body = (
      <RegistrationNotice
        status={result.status}
        fresh
        date={date}
        registrationId={session.user ? result.id : null}
        holdMinutes={result.confirmBy ? result.holdMinutes : undefined}
        onCanceled={canceled}
      />
    );
  } else if (mine && mine.status !== 'canceled') {
    body = (
      <RegistrationNotice
        status={mine.status}
        fresh={false}
        date={date}
        registrationId={mine.id}
        holdMinutes={mine.confirmBy ? minutesLeft(mine.confirmBy) : undefined}
        onCanceled={canceled}
      />
    );
  } else if (signupState === 'closed') {
    body = <p className="alert alert-secondary mb-0">{t('signup.closed')}</p>;
  } else if (signupState === 'full') {
    body = <p className="alert alert-warning mb-0">{t('signup.full')}</p>;
  } else if (session.isLoading) {
    body = <LoadingState />;
  } else if (occurrence.signup.membersOnly && !session.user) {
    const back = encodeURIComponent(location.pathname + location.search);
    body = (
      <div className="alert alert-info mb-0" data-testid="members-only">
        <p>{t('signup.membersOnly')}</p>
        <Link to={`/login?redirect=${back}`} className="btn btn-primary w-100">
          {t('signup.membersOnlySignIn')}
        </Link>
        <p className="small mt-3 mb-0">
          <Link to={`/register?redirect=${back}`}>{t('signup.membersOnlyRegister')}</Link>
        </p>
      </div>
    );
  } else if (occurrence.pricing && signupState === 'open') {
    body = (
      <PricedSignup
        occurrence={{ ...occurrence, pricing: occurrence.pricing }}
        onRefused={() => void onChanged()}
      />
    );
  } else {
    const waitlist = signupState === 'waitlist';
    const user = session.user;
    body = (
      <>
        {waitlist && <p>{t('signup.waitlistIntro')}</p>}
        {waitlist && occurrence.pricing && <p data-testid="paid-waitlist">{t('places.waitlistNote')}</p>}
        {user ? (
          <>
            <p>{t('signup.memberAs', { name: fullName(user), email: user.email })}</p>
            <button
              type="button"
              className="btn btn-primary w-100"
              disabled={joining}
              onClick={() => void joinAsMember()}
            >
              {joining && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {joining ? t('signup.submitting') : waitlist ? t('signup.joinWaitlist') : t('signup.submit')}
            </button>
          </>
        ) : (
          <VisitorSignupForm waitlist={waitlist} onSubmit={submit} onFailure={fail} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="signup-title" data-testid="signup" data-state={signupState}>
      <h2 id="signup-title" className="h4 mb-3">
        {t('signup.title')}
      </h2>
      <SeatsSummary occurrence={occurrence} />
      {refusal && (
        <div className="alert alert-warning" role="alert">
          {refusal}
        </div>
      )}
      {body}
    </section>
  );
}
