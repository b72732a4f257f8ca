import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure, toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { removeUnconfirmed, type OccurrenceRegistrations } from '../api/registrations';
import { PeopleTable, splitRegistrations } from './attendee-list';

/**
 * Visitors' sign-ups not confirmed by e-mail yet, apart from the list (bots and typos end up here):
 * each with the seat or place it holds and until when; one button removes them all, after a
 * confirmation, and their seats go to the next people waiting.
 */
export function UnconfirmedList({
  list,
  eventId,
  date,
  onRemoved,
}: {
  list: OccurrenceRegistrations;
  eventId: string;
  date: CalendarDay;
  onRemoved: () => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const { unconfirmed } = splitRegistrations(list.registrations);
  if (!unconfirmed.length) return null;

  const remove = async () => {
    try {
      const { removed } = await removeUnconfirmed(eventId, date);
      toast({ title: t('attendees.removed', { count: removed }), variant: 'success' });
      setAsking(false);
    } catch (error) {
      setAsking(false);
      const report = { title: t('checkIn.error'), message: t('attendees.removeFailed') };
      reportFailure('Removing unconfirmed sign-ups', error, report);
      return;
    }
    await onRemoved();
  };

  return (
    <section aria-labelledby="attendees-unconfirmed" data-testid="unconfirmed">
      <h3 className="h6 mt-4" id="attendees-unconfirmed">
        {t('attendees.unconfirmedTitle', { count: unconfirmed.length })}
      </h3>
      <p className="small text-secondary">{t('attendees.unconfirmedHelp')}</p>
      <PeopleTable
        labelledBy="attendees-unconfirmed"
        testId="unconfirmed-list"
        spaced
        columns={['name', 'email', 'holdsUntil']}
      >
        {unconfirmed.map((registration) => (
          <tr key={registration.id}>
            <td className="text-break">
              {registration.name}
              <span className="d-block small text-secondary">
                {t(registration.status === 'waitlisted' ? 'attendees.placeHeld' : 'attendees.seatHeld')}
              </span>
            </td>
            <td className="text-break">{registration.email}</td>
            <td className="small text-nowrap">
              {registration.confirmBy ? formatInstantMoment(registration.confirmBy, language, 'medium') : ''}
            </td>
          </tr>
        ))}
      </PeopleTable>
      <Button variant="outline-danger" size="sm" onClick={() => setAsking(true)}>
        {t('attendees.removeUnconfirmed')}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t('attendees.removeTitle')}
        body={t('attendees.removeBody', { count: unconfirmed.length })}
        confirmLabel={t('attendees.removeUnconfirmed')}
        busyLabel={t('attendees.removing')}
        cancelLabel={t('attendees.keep')}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
