import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import type { OccurrenceRegistrations, StaffRegistration } from '../api/registrations';
import { isPricedList, OptionText, OrderLink, PaymentText } from './paid-place';

/**
 * The confirmed people (by sign-up time) and the waitlist (by place) of an occurrence's list, apart
 * from both the visitors' sign-ups not confirmed by e-mail yet (each holding a seat or a place), and
 * the paid places their members canceled.
 */
export function splitRegistrations(registrations: StaffRegistration[]) {
  const unconfirmed = registrations
    .filter((registration) => Boolean(registration.confirmBy) && registration.status !== 'canceled')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const proven = registrations.filter((registration) => !registration.confirmBy);
  const confirmed = proven
    .filter((registration) => registration.status === 'confirmed')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const waitlisted = proven
    .filter((registration) => registration.status === 'waitlisted')
    .sort(
      (a, b) =>
        (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  return {
    confirmed,
    waitlisted,
    unconfirmed,
    attended: confirmed.filter((registration) => registration.attended),
    canceled: registrations.filter(
      (registration) => registration.status === 'canceled' && registration.payment?.state === 'canceled',
    ),
  };
}

/** A priced event's counts: attendees, children in childcare, places held for unpaid orders. */
function PaidCounts({ list }: { list: OccurrenceRegistrations }) {
  const { t } = useTranslation(NAMESPACE);
  const held = list.held ?? 0;
  return (
    <>
      <li className="list-inline-item badge text-bg-light border fs-6 fw-semibold">
        {t('attendees.attendeesCount', { count: list.attendees ?? 0 })}
      </li>
      <li className="list-inline-item badge text-bg-light border fs-6 fw-semibold">
        {t('attendees.childcareCount', { count: list.childcare ?? 0 })}
      </li>
      {held > 0 && (
        <li className="list-inline-item badge text-bg-warning border fs-6 fw-semibold">
          {t('attendees.heldCount', { count: held })}
        </li>
      )}
    </>
  );
}

/** The counts of a list: seats taken, waiting, attended (and a priced event's own counts). */
export function AttendeeCounts({ list }: { list: OccurrenceRegistrations }) {
  const { t } = useTranslation(NAMESPACE);
  const { waitlisted, attended } = splitRegistrations(list.registrations);
  // Seats held by unconfirmed sign-ups are taken too, until released.
  const { capacity, taken } = list.seats;
  return (
    <ul className="list-inline mb-3" data-testid="attendee-counts">
      <li className="list-inline-item badge text-bg-light border fs-6 fw-semibold">
        {capacity === null
          ? t('attendees.seatsTakenUnlimited', { taken })
          : t('attendees.seatsTaken', { taken, capacity })}
      </li>
      <li className="list-inline-item badge text-bg-light border fs-6 fw-semibold">
        {t('attendees.waitlisted', { count: waitlisted.length })}
      </li>
      <li className="list-inline-item badge text-bg-light border fs-6 fw-semibold">
        {t('attendees.attendedCount', { count: attended.length })}
      </li>
      {isPricedList(list.registrations) && <PaidCounts list={list} />}
    </ul>
  );
}

type PeopleColumn =
  'position' | 'name' | 'email' | 'signedUpAt' | 'attended' | 'holdsUntil' | 'option' | 'payment' | 'order';

/**
 * People of a list in a table named by its heading: a header row of these columns (when they signed up
 * only on wider screens), the caller's rows in a body found by `testId`; `spaced` leaves room below.
 */
export function PeopleTable({
  labelledBy,
  testId,
  columns,
  spaced = false,
  children,
}: {
  labelledBy: string;
  testId: string;
  columns: PeopleColumn[];
  spaced?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="table-responsive">
      <table className={`table table-sm align-middle${spaced ? '' : ' mb-0'}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'signedUpAt' ? 'd-none d-md-table-cell' : undefined}
              >
                {t(`attendees.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-testid={testId}>{children}</tbody>
      </table>
    </div>
  );
}

/** A registration's name, e-mail and (on wider screens) when it signed up: the cells both lists share. */
function PersonCells({ registration }: { registration: StaffRegistration }) {
  const language = useLanguage();
  const { createdAt } = registration;
  return (
    <>
      <td className="fw-semibold text-break">{registration.name}</td>
      <td className="text-break">{registration.email}</td>
      <td className="small text-secondary text-nowrap d-none d-md-table-cell">
        {isNaN(new Date(createdAt).getTime()) ? '' : formatInstantMoment(createdAt, language, 'medium')}
      </td>
    </>
  );
}

/** A list under its heading (`id`): its table of these rows, or `empty` when it has none. */
function PeopleSection({
  id,
  title,
  testId,
  columns,
  empty,
  last = false,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  columns: PeopleColumn[];
  empty: string;
  last?: boolean;
  children: ReactNode[];
}) {
  return (
    <>
      <h3 className="h6 mt-4" id={id}>
        {title}
      </h3>
      {children.length ? (
        <PeopleTable labelledBy={id} testId={testId} columns={columns}>
          {children}
        </PeopleTable>
      ) : (
        <p className={last ? 'text-secondary mb-0' : 'text-secondary'}>{empty}</p>
      )}
    </>
  );
}

/**
 * Who signed up and who waits, with the attended mark from the check-in; for a priced event, each
 * one's option and payment, and the paid places members canceled (their refunds wait in Orders).
 */
export function AttendeeList({ list }: { list: OccurrenceRegistrations }) {
  const { t } = useTranslation(NAMESPACE);
  const { confirmed, waitlisted, canceled } = splitRegistrations(list.registrations);
  const priced = isPricedList(list.registrations);

  return (
    <>
      <PeopleSection
        id="attendees-confirmed"
        title={t('attendees.confirmedTitle', { count: confirmed.length })}
        testId="confirmed-list"
        columns={
          priced
            ? ['name', 'email', 'signedUpAt', 'option', 'payment', 'attended']
            : ['name', 'email', 'signedUpAt', 'attended']
        }
        empty={t('attendees.nobody')}
      >
        {confirmed.map((registration) => (
          <tr key={registration.id} data-attended={registration.attended}>
            <PersonCells registration={registration} />
            {priced && (
              <>
                <td>
                  <OptionText registration={registration} />
                </td>
                <td className="text-nowrap">
                  <PaymentText registration={registration} />
                </td>
              </>
            )}
            <td>
              {registration.attended ? (
                <span className="text-success fw-semibold">
                  <span aria-hidden="true">✓ </span>
                  {t('attendees.yes')}
                </span>
              ) : (
                <span className="text-secondary">{t('attendees.no')}</span>
              )}
            </td>
          </tr>
        ))}
      </PeopleSection>
      <PeopleSection
        id="attendees-waitlist"
        title={t('attendees.waitlistTitle', { count: waitlisted.length })}
        testId="waitlist"
        columns={['position', 'name', 'email', 'signedUpAt']}
        empty={t('attendees.nobodyWaiting')}
        last={!canceled.length}
      >
        {waitlisted.map((registration, index) => (
          <tr key={registration.id}>
            <td>{registration.waitlistPosition ?? index + 1}</td>
            <PersonCells registration={registration} />
          </tr>
        ))}
      </PeopleSection>
      {canceled.length > 0 && (
        <PeopleSection
          id="attendees-canceled"
          title={t('attendees.canceledTitle')}
          testId="canceled-list"
          columns={['name', 'option', 'order']}
          empty=""
          last
        >
          {canceled.map((registration) => (
            <tr key={registration.id}>
              <td className="fw-semibold text-break">{registration.name}</td>
              <td>
                <OptionText registration={registration} />
              </td>
              <td>
                {registration.payment?.orderNumber && (
                  <OrderLink orderNumber={registration.payment.orderNumber} />
                )}
              </td>
            </tr>
          ))}
        </PeopleSection>
      )}
    </>
  );
}
