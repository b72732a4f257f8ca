import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@ministry/contracts/event-signup';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import type { OccurrenceRegistrations } from '../api/registrations';

/**
 * The confirmed people (by sign-up time) and the waitlist (by place) of an occurrence's list, and
 * apart from both the visitors' sign-ups not confirmed by e-mail yet (each holding a seat or a place).
 */
export function splitRegistrations(registrations: Registration[]) {
  const unconfirmed = registrations
    .filter((registration) => Boolean(registration.confirmBy))
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
  };
}

/** The counts of a list: seats taken, waiting, attended. */
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
    </ul>
  );
}

type PeopleColumn = 'position' | 'name' | 'email' | 'signedUpAt' | 'attended' | 'holdsUntil';

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
function PersonCells({ registration }: { registration: Registration }) {
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

/** Who signed up and who waits, with the attended mark from the check-in. */
export function AttendeeList({ list }: { list: OccurrenceRegistrations }) {
  const { t } = useTranslation(NAMESPACE);
  const { confirmed, waitlisted } = splitRegistrations(list.registrations);

  return (
    <>
      <PeopleSection
        id="attendees-confirmed"
        title={t('attendees.confirmedTitle', { count: confirmed.length })}
        testId="confirmed-list"
        columns={['name', 'email', 'signedUpAt', 'attended']}
        empty={t('attendees.nobody')}
      >
        {confirmed.map((registration) => (
          <tr key={registration.id} data-attended={registration.attended}>
            <PersonCells registration={registration} />
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
        last
      >
        {waitlisted.map((registration, index) => (
          <tr key={registration.id}>
            <td>{registration.waitlistPosition ?? index + 1}</td>
            <PersonCells registration={registration} />
          </tr>
        ))}
      </PeopleSection>
    </>
  );
}
