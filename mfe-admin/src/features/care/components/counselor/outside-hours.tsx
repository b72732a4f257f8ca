import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import { refreshAgenda, useOutsideHours, useOwnAppointments } from '../../api/care';
import { AppointmentActions } from '../shared/appointment-actions';
import { AppointmentTable } from '../shared/appointment-table';

/** Appointments her changed hours no longer cover, for her to move, cancel or keep. */
export function OutsideHours() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useOutsideHours();
  const agenda = useOwnAppointments().data?.appointments;
  // The member's name as her agenda has it.
  const appointments = data?.appointments.map((appointment) => ({
    ...appointment,
    memberName: agenda?.find((entry) => entry.id === appointment.id)?.memberName ?? null,
  }));
  if (!error && appointments?.length === 0) return null;
  return (
    <section aria-labelledby="care-outside" className="mb-4">
      <SectionHeading id="care-outside" level={3} title={t('care.outside.heading')} />
      <p className="text-secondary">{t('care.outside.intro')}</p>
      <RecordList
        items={appointments}
        error={error}
        onRetry={mutate}
        texts={{ loadError: t('care.loadError'), loading: t('care.loading'), empty: t('care.outside.empty') }}
      >
        {(items) => (
          <AppointmentTable
            testId="care-outside-hours"
            appointments={items}
            actions={(appointment) => (
              <AppointmentActions appointment={appointment} onChanged={refreshAgenda} />
            )}
          />
        )}
      </RecordList>
    </section>
  );
}
