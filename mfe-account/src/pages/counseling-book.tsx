import { useEffect, useRef, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useSessionTypes } from '../features/care/api/care';
import { BookingForm } from '../features/care/components/booking-form';
import { formatTime } from '../features/care/format';
import { NAMESPACE } from '../features/care/texts';
import { useNamedCounselors } from '../features/care/use-counselors';

const ACCOUNT_CARE = '/account?tab=care';

/** Booked: she pays from the e-mailed link, the time held until then; a free type is booked already. */
function Sent({ holdExpiresAt }: { holdExpiresAt: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="success" data-testid="visitor-booked">
      <Alert.Heading as="h2" className="h4" ref={heading} tabIndex={-1}>
        {t('care.visitor.sentTitle')}
      </Alert.Heading>
      <p className="mb-0" role="status">
        {holdExpiresAt
          ? t('care.visitor.sent', { time: formatTime(holdExpiresAt, language) })
          : t('care.visitor.sentBooked')}
      </p>
    </Alert>
  );
}

/** The types a visitor may book (staff marked them `visitorBookable`), the form, then "check your e-mail". */
function VisitorBooking({ typeId }: { typeId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const types = useSessionTypes();
  const { counselors, nameOf, isLoading, failed, retry } = useNamedCounselors();
  const [sent, setSent] = useState<{ holdExpiresAt: string | null } | null>(null);

  if (sent) return <Sent holdExpiresAt={sent.holdExpiresAt} />;
  if ((types.error && !types.data) || failed)
    return (
      <ErrorState
        message={t('care.visitor.loadError')}
        onRetry={() => void Promise.all([types.mutate(), retry()])}
      />
    );
  if (!types.data || isLoading) return <LoadingState />;
  const bookable = types.data.sessionTypes
    .filter((type) => type.active && type.visitorBookable)
    .map((type) => ({ type, plan: false, priceCents: type.priceCents || undefined }));
  return (
    <>
      {/* With no counselor yet, the form says only that booking is not open (nor is it from an account). */}
      {counselors.length > 0 && (
        <>
          <p className="text-secondary">{t('care.visitor.intro')}</p>
          <p className="small">
            {t('care.visitor.haveAccount')}{' '}
            <Link to={`/login?redirect=${encodeURIComponent(ACCOUNT_CARE)}`}>{t('care.visitor.signIn')}</Link>
          </p>
        </>
      )}
      <BookingForm
        key={bookable.map(({ type }) => type.id).join(',')}
        types={bookable}
        paid={[]}
        counselors={counselors}
        nameOf={nameOf}
        initialTypeId={typeId}
        visitor={{ onHeld: (holdExpiresAt) => setSent({ holdExpiresAt }) }}
      />
    </>
  );
}

/**
 * /counseling/book[?type=<id>]: a visitor books a session open to visitors (the initial consultation)
 * with her name and e-mail, and pays from the link e-mailed to her. A signed-in member books from her
 * account's Counseling tab: she is sent there.
 */
export default function CounselingBookPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.counselingBook.title'));
  const [params] = useSearchParams();
  const session = useSession();

  let body;
  if (session.isLoading) body = <LoadingState />;
  else if (session.isAuthenticated)
    body = (
      <Alert variant="info" data-testid="visitor-signed-in">
        <p>{t('care.visitor.signedIn')}</p>
        <Link to={ACCOUNT_CARE} className="btn btn-primary">
          {t('care.visitor.toAccount')}
        </Link>
      </Alert>
    );
  else body = <VisitorBooking typeId={params.get('type') ?? ''} />;

  return (
    <Container className="py-5" style={{ maxWidth: '48rem' }}>
      <h1 className="mb-3">{t('pages.counselingBook.title')}</h1>
      {body}
    </Container>
  );
}
