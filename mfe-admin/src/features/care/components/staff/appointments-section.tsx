import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import { useStaffAppointments } from '../../api/care';
import { weekRange } from '../../care-time';
import { AppointmentActions } from '../shared/appointment-actions';
import { AppointmentTable } from '../shared/appointment-table';
import { useCareNames } from './use-care-names';

/** Every counselor's appointments today and the next six days (never a confidential text). */
export function AppointmentsSection() {
  const { t } = useTranslation(NAMESPACE);
  const { from, to } = useMemo(() => weekRange(), []);
  const { data, error, mutate } = useStaffAppointments(from, to);
  const { counselorName } = useCareNames();
  const shown = data?.appointments.filter((entry) => entry.status !== 'released');
  return (
    <section aria-labelledby="care-staff-appointments" className="mb-4">
      <SectionHeading
        id="care-staff-appointments"
        level={3}
        title={t('care.appointments.heading')}
        count={shown?.length}
      />
      <p className="text-secondary">{t('care.appointments.intro')}</p>
      <RecordList
        items={shown}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.appointments.empty'),
        }}
      >
        {(appointments) => (
          <AppointmentTable
            testId="care-staff-appointments"
            appointments={appointments}
            counselorName={counselorName}
            actions={(appointment) => (
              <AppointmentActions appointment={appointment} staff onChanged={mutate} />
            )}
          />
        )}
      </RecordList>
    </section>
  );
}
