import { useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Registration } from '@ministry/contracts/event-signup';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { reportFailure } from '@ministry/platform/toast';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { registrationsKey, setAttendance, type OccurrenceRegistrations } from '../api/registrations';

/**
 * Marks someone attended (or undoes it) at once on the screen, then tells the service; a failure
 * puts the mark back and says so. Taps on one person are sent in order.
 */
export function useToggleAttendance(eventId: string, date: CalendarDay) {
  const { t } = useTranslation(NAMESPACE);
  const { mutate } = useSWRConfig();
  const queues = useRef(new Map<string, Promise<void>>());
  const key = registrationsKey(eventId, date);

  const mark = (id: string, attended: boolean) =>
    mutate<OccurrenceRegistrations>(
      key,
      (current) =>
        current && {
          ...current,
          attended: Math.max(current.attended + (attended ? 1 : -1), 0),
          registrations: current.registrations.map((registration) =>
            registration.id === id ? { ...registration, attended } : registration,
          ),
        },
      { revalidate: false },
    );

  return (registration: Registration) => {
    const attended = !registration.attended;
    void mark(registration.id, attended);
    const previous = queues.current.get(registration.id) ?? Promise.resolve();
    const sent = previous.then(async () => {
      try {
        await setAttendance(registration.id, attended);
      } catch (error) {
        await mark(registration.id, !attended);
        const report = { title: t('checkIn.error'), message: t('checkIn.failed'), ownMessage: true };
        reportFailure('Saving the attendance', error, report);
      }
    });
    queues.current.set(registration.id, sent);
  };
}
