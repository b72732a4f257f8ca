import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SessionTypeView } from '@ministry/contracts/care';
import type { User } from '@ministry/contracts/user';
import { errorMessage } from '@ministry/platform/api';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import {
  sendVerificationEmail,
  useCredits,
  useMyAppointments,
  useMySlidingScale,
  useSessionTypes,
} from '../api/care';
import { useMyPackages } from '../api/packages';
import { NAMESPACE } from '../texts';
import { useNamedCounselors } from '../use-counselors';
import { AppointmentItem } from './appointment-item';
import { BookingForm } from './booking-form';
import { CreditsCard } from './credits-card';
import { PackagesCard } from './packages-card';
import { RequestsSection } from './requests-section';
import { TabSection } from '../../../components/tab-section';

/** The clock, again each half minute (the Join link and the cut-off follow it). */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Her address is not verified: booking waits, with a new link on one click (as the Profile tab sends it). */
function VerifyFirst({ email }: { email: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [failure, setFailure] = useState('');
  const send = async () => {
    setState('busy');
    setFailure('');
    try {
      await sendVerificationEmail();
      setState('sent');
    } catch (error) {
      setFailure(errorMessage(error, ''));
      setState('idle');
    }
  };
  return (
    <Alert variant="info" data-testid="care-verify-first">
      <p>{t('care.book.verifyFirst')}</p>
      {state === 'sent' ? (
        <p className="mb-0 fw-semibold" role="status">
          {t('care.book.verifySent', { email })}
        </p>
      ) : (
        <Button size="sm" disabled={state === 'busy'} onClick={() => void send()}>
          {state === 'busy' ? t('care.book.verifySending') : t('care.book.verifySend')}
        </Button>
      )}
      {failure && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
    </Alert>
  );
}

/**
 * The Counseling tab: her plan's sessions, her upcoming sessions (join, move, cancel), booking a new
 * one, her past ones, and asking for a reduced rate or a mentor.
 */
export function CareTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const now = useNow();
  const appointments = useMyAppointments();
  const credits = useCredits();
  const types = useSessionTypes();
  const sliding = useMySlidingScale();
  const packages = useMyPackages();
  const { counselors, nameOf, ...counselorList } = useNamedCounselors();

  const allTypes = types.data?.sessionTypes ?? [];
  const typeOf = (id: string): SessionTypeView | undefined => allTypes.find((type) => type.id === id);
  const refresh = () => Promise.all([appointments.mutate(), credits.mutate(), packages.mutate()]);

  // What she may book: her plan's types, the types that cost her nothing, and the paid ones (her price).
  const decided = sliding.data?.requests.find((request) => request.status === 'decided');
  const planId = credits.data?.credits?.planId;
  const bookable: { type: SessionTypeView; plan: boolean; priceCents?: number }[] = [];
  const paid: { type: SessionTypeView; priceCents: number }[] = [];
  for (const type of allTypes) {
    if (type.bookableBy === 'plan' && planId && type.planId === planId) bookable.push({ type, plan: true });
    if (type.bookableBy !== 'anyone') continue;
    const priceCents =
      decided?.prices.find((price) => price.typeId === type.id)?.priceCents ?? type.priceCents;
    if (priceCents === 0) bookable.push({ type, plan: false });
    else {
      // Booked now, held until paid in the cart (Pay to confirm).
      bookable.push({ type, plan: false, priceCents });
      paid.push({ type, priceCents });
    }
  }

  const list = appointments.data?.appointments ?? [];
  const upcoming = list.filter(
    (appointment) =>
      Date.parse(appointment.endsAt) > now &&
      (appointment.status === 'booked' || appointment.status === 'awaiting_payment'),
  );
  const past = list.filter((appointment) => !upcoming.includes(appointment)).reverse();
  const item = (appointment: (typeof list)[number]) => (
    <AppointmentItem
      key={appointment.id}
      appointment={appointment}
      type={typeOf(appointment.typeId)}
      counselorName={nameOf(appointment.counselorId)}
      now={now}
      onChanged={refresh}
    />
  );

  let lists;
  if (appointments.isLoading) lists = <LoadingState label={t('care.loading')} />;
  else if (appointments.error && !appointments.data)
    lists = <ErrorState message={t('care.loadError')} onRetry={() => void appointments.mutate()} />;
  else
    lists = (
      <section aria-labelledby="care-upcoming-heading" className="mb-4">
        <h3 id="care-upcoming-heading" className="h5">
          {t('care.list.upcoming')}
        </h3>
        {upcoming.length ? (
          <ul className="list-group" data-testid="care-upcoming">
            {upcoming.map(item)}
          </ul>
        ) : (
          <p>{t('care.list.noUpcoming')}</p>
        )}
      </section>
    );

  const readyToBook =
    !types.isLoading && !credits.isLoading && !sliding.isLoading && !counselorList.isLoading;
  return (
    <TabSection id="care-heading" title={t('care.heading')} intro={t('care.intro')}>
      <CreditsCard />
      <PackagesCard packages={packages.packages ?? []} now={now} />
      {lists}
      <section aria-labelledby="care-book-heading" className="mb-4">
        <h3 id="care-book-heading" className="h5">
          {t('care.book.heading')}
        </h3>
        {!user.emailVerified ? (
          <VerifyFirst email={user.email} />
        ) : (types.error && !types.data) || counselorList.failed ? (
          <ErrorState
            message={t('care.loadError')}
            onRetry={() => void Promise.all([types.mutate(), counselorList.retry()])}
          />
        ) : !readyToBook ? (
          <LoadingState />
        ) : (
          <BookingForm
            key={`${planId ?? ''}:${bookable.map(({ type }) => type.id).join(',')}`}
            types={bookable}
            paid={paid}
            counselors={counselors}
            nameOf={nameOf}
            onBooked={refresh}
            packages={packages.packages}
          />
        )}
      </section>
      {list.length > 0 && (
        <section aria-labelledby="care-past-heading" className="mb-4">
          <h3 id="care-past-heading" className="h5">
            {t('care.list.past')}
          </h3>
          {past.length ? (
            <ul className="list-group" data-testid="care-past">
              {past.map(item)}
            </ul>
          ) : (
            <p>{t('care.list.noPast')}</p>
          )}
        </section>
      )}
      <RequestsSection types={allTypes} nameOf={nameOf} />
    </TabSection>
  );
}
