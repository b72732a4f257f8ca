import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { formatCents } from '@ministry/contracts/money';
import { ApiError } from '@ministry/platform/api';
import { useFragmentToken } from '@ministry/platform/fragment-token';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { usePageTitle } from '@ministry/platform/page-title';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { reportFailure } from '@ministry/platform/toast';
import { previewVisitorBooking } from '../features/care/api/care';
import { useAddSessionToCart } from '../features/care/api/pay';
import { VisitorCancel } from '../features/care/components/visitor-cancel';
import { VisitorReschedule } from '../features/care/components/visitor-reschedule';
import { WhenText } from '../features/care/components/when-text';
import { formatDay, formatTime, typeName } from '../features/care/format';
import { NAMESPACE } from '../features/care/texts';

type Preview =
  | { state: 'loading' }
  | { state: 'shown'; session: SessionAnswer }
  | { state: 'invalid' }
  | { state: 'failed' };

/** No link, or one that names no booking awaiting payment: said, with the way back to Counseling. */
function Invalid() {
  const { t } = useTranslation(NAMESPACE);
  const message = useMessage('care.linkInvalid');
  return (
    <Alert variant="warning" data-testid="visitor-link-invalid">
      <Alert.Heading as="h2" className="h5">
        {t('care.visitorPay.invalidTitle')}
      </Alert.Heading>
      <p>{message}</p>
      <Link to="/counseling" className="btn btn-outline-primary">
        {t('care.visitorPay.backToCounseling')}
      </Link>
    </Alert>
  );
}

/** What her cancel did: canceled, refunded when it was paid. */
function Canceled({ session, refunded }: { session: SessionAnswer; refunded: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <Alert variant="success" data-testid="visitor-canceled">
      <Alert.Heading as="h2" className="h5">
        {t('care.visitorPay.canceledTitle')}
      </Alert.Heading>
      <p className="mb-0">
        {refunded
          ? t('care.visitorPay.canceledRefund', { price: formatCents(session.priceCents, language) })
          : t('care.visitorPay.canceledUnpaid')}
      </p>
    </Alert>
  );
}

/** What the page says of her booking first: pay to confirm it, it is booked, or its hold ended. */
function introKey(status: string) {
  if (status === 'awaiting_payment') return 'care.visitorPay.intro';
  if (status === 'booked') return 'care.visitorPay.introBooked';
  return 'care.visitorPay.introEnded';
}

/**
 * Her booking as care shows it: awaiting payment, "Pay $75.00 to confirm" (into the cart, then to the
 * checkout); booked or awaiting, until the cut-off care names, "Change the time" (visitor-reschedule.tsx)
 * and "Cancel this session" (visitor-cancel.tsx).
 */
function Booking({ token, session: loaded }: { token: string; session: SessionAnswer }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const addSession = useAddSessionToCart();
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState(loaded);
  const [refunded, setRefunded] = useState(false);
  const [moving, setMoving] = useState(false);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const open = session.status === 'awaiting_payment' || session.status === 'booked';
  const until = session.changeableUntil;
  const endsAt = new Date(Date.parse(session.startsAt) + session.durationMinutes * 60_000).toISOString();
  const pay = async () => {
    setBusy(true);
    try {
      await addSession({ token });
      void navigate('/checkout');
    } catch (error) {
      reportFailure('Adding a visitor session to the cart', error, { title: t('care.pay.failed') });
      setBusy(false);
    }
  };
  return (
    <section data-testid="visitor-booking">
      {session.status !== 'canceled' && <p className="text-secondary">{t(introKey(session.status))}</p>}
      <dl className="mb-4">
        <dt>{t('care.visitorPay.type')}</dt>
        <dd>{typeName({ name: session.typeName, nameEs: session.typeNameEs }, language)}</dd>
        <dt>{t('care.visitorPay.when')}</dt>
        <dd>
          <WhenText startsAt={session.startsAt} endsAt={endsAt} />
        </dd>
        {session.counselorName && (
          <>
            <dt>{t('care.visitorPay.counselor')}</dt>
            <dd>{session.counselorName}</dd>
          </>
        )}
        <dt>{t('care.visitorPay.price')}</dt>
        <dd>{formatCents(session.priceCents, language)}</dd>
        {session.holdExpiresAt && (
          <>
            <dt>{t('care.visitorPay.heldUntil')}</dt>
            <dd>
              {t('care.visitorPay.heldUntilValue', { time: formatTime(session.holdExpiresAt, language) })}
            </dd>
          </>
        )}
      </dl>
      {session.status === 'canceled' && <Canceled session={session} refunded={refunded} />}
      <div className="d-flex flex-wrap gap-2">
        {session.status === 'awaiting_payment' && (
          <Button variant="primary" size="lg" disabled={busy} onClick={() => void pay()}>
            {busy
              ? t('care.pay.adding')
              : t('care.visitorPay.button', { price: formatCents(session.priceCents, language) })}
          </Button>
        )}
        {open && until && !moving && (
          <Button ref={changeButton} variant="outline-primary" onClick={() => setMoving(true)}>
            {t('care.visitorPay.changeButton')}
          </Button>
        )}
        {open && until && (
          <VisitorCancel
            token={token}
            session={session}
            onCanceled={(after, wasRefunded) => {
              setRefunded(wasRefunded);
              setMovedTo(null);
              setSession(after);
            }}
          />
        )}
      </div>
      {open && moving && (
        <VisitorReschedule
          token={token}
          session={session}
          onMoved={(after) => {
            setMoving(false);
            setSession(after);
            setMovedTo(`${formatDay(after.startsAt, language)}, ${formatTime(after.startsAt, language)}`);
          }}
          onClose={() => {
            setMoving(false);
            setTimeout(() => changeButton.current?.focus());
          }}
        />
      )}
      <p role="status" className={movedTo ? 'text-success mt-3 mb-0' : 'visually-hidden'}>
        {movedTo && t('care.visitorPay.moved', { when: movedTo })}
      </p>
      {open && (
        <p className="text-secondary small mt-3" data-testid="visitor-change-until">
          {until
            ? t('care.visitorPay.changeUntil', {
                time: `${formatDay(until, language)}, ${formatTime(until, language)}`,
              })
            : t('care.visitorPay.changeClosed')}
        </p>
      )}
    </section>
  );
}

/**
 * /counseling/pay#token=…: the link e-mailed to a visitor who booked. The token is read from the
 * fragment (and removed from the address bar), her booking is shown as care holds it, and paying
 * puts it in the cart and goes to the checkout.
 */
export default function CounselingPayPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.counselingPay.title'));
  const token = useFragmentToken();
  const [preview, setPreview] = useState<Preview>(() =>
    token ? { state: 'loading' } : { state: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (!token || asked.current === attempt) return;
    asked.current = attempt;
    setPreview({ state: 'loading' });
    previewVisitorBooking(token)
      .then((session) => setPreview({ state: 'shown', session }))
      .catch((error: unknown) =>
        setPreview({
          state: error instanceof ApiError && [400, 404].includes(error.status) ? 'invalid' : 'failed',
        }),
      );
  }, [token, attempt]);

  let body;
  if (preview.state === 'loading') body = <LoadingState label={t('care.visitorPay.loading')} />;
  else if (preview.state === 'invalid') body = <Invalid />;
  else if (preview.state === 'failed')
    body = <ErrorState message={t('care.visitorPay.loadError')} onRetry={() => setAttempt((n) => n + 1)} />;
  else body = <Booking token={token} session={preview.session} />;

  return (
    <Container className="py-5" style={{ maxWidth: '48rem' }}>
      <h1 className="mb-3">{t('pages.counselingPay.title')}</h1>
      {body}
    </Container>
  );
}
