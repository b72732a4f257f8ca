import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import { refreshAgenda, useOwnAppointments, type AgendaAppointment } from '../../api/care';
import { newYorkDay, thisWeek } from '../../care-time';
import { AppointmentActions } from '../shared/appointment-actions';
import { AppointmentTable } from '../shared/appointment-table';

const UNMARKED = ['booked', 'awaiting_payment'];

/** Her appointments by New York day: today, the rest of the week, and earlier ones still to mark. */
export function groupAgenda(appointments: readonly AgendaAppointment[], now = new Date()) {
  const { today, last } = thisWeek(now);
  const byTime = [...appointments].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const live = byTime.filter((entry) => entry.status !== 'canceled' && entry.status !== 'released');
  return {
    toMark: live.filter((entry) => newYorkDay(entry.startsAt) < today && UNMARKED.includes(entry.status)),
    today: byTime.filter((entry) => newYorkDay(entry.startsAt) === today),
    week: live.filter((entry) => newYorkDay(entry.startsAt) > today && newYorkDay(entry.startsAt) <= last),
  };
}

function Part({
  id,
  title,
  empty,
  appointments,
  onChanged,
}: {
  id: string;
  title: string;
  empty: string;
  appointments: AgendaAppointment[];
  onChanged: () => unknown;
}) {
  return (
    <section aria-labelledby={id} className="mb-3">
      <h4 className="h6 text-uppercase text-secondary" id={id}>
        {title}
      </h4>
      {appointments.length === 0 ? (
        <p className="text-secondary">{empty}</p>
      ) : (
        <AppointmentTable
          testId={id}
          appointments={appointments}
          actions={(appointment) => <AppointmentActions appointment={appointment} onChanged={onChanged} />}
        />
      )}
    </section>
  );
}

export function Agenda() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useOwnAppointments();
  return (
    <section aria-labelledby="care-agenda" className="mb-4">
      <SectionHeading id="care-agenda" level={3} title={t('care.agenda.heading')} />
      <RecordList
        items={data?.appointments}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.agenda.emptyToday'),
        }}
      >
        {(appointments) => {
          const parts = groupAgenda(appointments);
          return (
            <>
              <Part
                id="care-agenda-today"
                title={t('care.agenda.today')}
                empty={t('care.agenda.emptyToday')}
                appointments={parts.today}
                onChanged={refreshAgenda}
              />
              <Part
                id="care-agenda-week"
                title={t('care.agenda.week')}
                empty={t('care.agenda.emptyWeek')}
                appointments={parts.week}
                onChanged={refreshAgenda}
              />
              {parts.toMark.length > 0 && (
                <Part
                  id="care-agenda-to-mark"
                  title={t('care.agenda.toMark')}
                  empty=""
                  appointments={parts.toMark}
                  onChanged={refreshAgenda}
                />
              )}
            </>
          );
        }}
      </RecordList>
    </section>
  );
}
