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

/** Who signed up and who waits, with the attended mark from the check-in. */
export function AttendeeList({ list }: { list: OccurrenceRegistrations }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { confirmed, waitlisted } = splitRegistrations(list.registrations);
  const when = (iso: string) =>
    isNaN(new Date(iso).getTime()) ? '' : formatInstantMoment(iso, language, 'medium');

  return (
    <>
      <h3 className="h6 mt-4" id="attendees-confirmed">
        {t('attendees.confirmedTitle', { count: confirmed.length })}
      </h3>
      {confirmed.length ? (
        <PeopleTable
          labelledBy="attendees-confirmed"
          testId="confirmed-list"
          columns={['name', 'email', 'signedUpAt', 'attended']}
        >
          {confirmed.map((registration) => (
            <tr key={registration.id} data-attended={registration.attended}>
              <td className="fw-semibold text-break">{registration.name}</td>
              <td className="text-break">{registration.email}</td>
              <td className="small text-secondary text-nowrap d-none d-md-table-cell">
                {when(registration.createdAt)}
              </td>
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
        </PeopleTable>
      ) : (
        <p className="text-secondary">{t('attendees.nobody')}</p>
      )}

      <h3 className="h6 mt-4" id="attendees-waitlist">
        {t('attendees.waitlistTitle', { count: waitlisted.length })}
      </h3>
      {waitlisted.length ? (
        <PeopleTable
          labelledBy="attendees-waitlist"
          testId="waitlist"
          columns={['position', 'name', 'email', 'signedUpAt']}
        >
          {waitlisted.map((registration, index) => (
            <tr key={registration.id}>
              <td>{registration.waitlistPosition ?? index + 1}</td>
              <td className="fw-semibold text-break">{registration.name}</td>
              <td className="text-break">{registration.email}</td>
              <td className="small text-secondary text-nowrap d-none d-md-table-cell">
                {when(registration.createdAt)}
              </td>
            </tr>
          ))}
        </PeopleTable>
      ) : (
        <p className="text-secondary mb-0">{t('attendees.nobodyWaiting')}</p>
      )}
    </>
  );
}
