import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../../i18n';
import { DataTable } from '../../../../kit';
import { useSessionTypes, type AgendaAppointment } from '../../api/care';
import { localWhen, newYorkWhen } from '../../care-time';

/** A session type's name in the page's language (its id until the types load). */
export function useTypeName(): (typeId: string) => string {
  const language = useLanguage();
  const types = useSessionTypes().data?.sessionTypes;
  return (typeId) => {
    const type = types?.find((entry) => entry.id === typeId);
    return type ? localize(type.name, type.nameEs, language) : typeId;
  };
}

/** An appointment's time in New York (named), and in the browser's zone when that differs. */
export function AppointmentTime({ appointment }: { appointment: AgendaAppointment }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const local = localWhen(appointment.startsAt, language);
  return (
    <>
      <span className="text-nowrap">{newYorkWhen(appointment.startsAt, appointment.endsAt, language)}</span>{' '}
      <span className="small text-secondary">({t('care.nyTime')})</span>
      {local && <div className="small text-secondary">{t('care.yourTime', { time: local })}</div>}
    </>
  );
}

/** The words that name an appointment for a screen reader ("Ruth Moab, Mon, Mar 4 · 9:00 AM – 9:50 AM"). */
export function useAppointmentName(): (appointment: AgendaAppointment) => string {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (appointment) =>
    `${appointment.memberName || t('care.agenda.member')}, ${newYorkWhen(appointment.startsAt, appointment.endsAt, language)}`;
}

const STATUS_BG: Record<string, string> = {
  booked: 'primary',
  awaiting_payment: 'warning',
  attended: 'success',
  no_show: 'secondary',
  canceled: 'secondary',
  released: 'secondary',
};

/**
 * Appointments as rows: member, (counselor,) session type, time, way of meeting, status, and the
 * caller's actions. Never a confidential text.
 */
export function AppointmentTable({
  testId,
  appointments,
  counselorName,
  actions,
}: {
  testId: string;
  appointments: readonly AgendaAppointment[];
  /** Staff's list: the counselor column. */
  counselorName?: (counselorId: string) => string;
  actions?: (appointment: AgendaAppointment) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const typeName = useTypeName();
  const columns = counselorName
    ? (['member', 'counselor', 'type', 'time', 'mode', 'status'] as const)
    : (['member', 'type', 'time', 'mode', 'status'] as const);
  return (
    <DataTable
      testId={testId}
      className="mb-3"
      columns={columns}
      label={(key) =>
        key === 'counselor' ? t('care.appointments.counselor') : t(`care.agenda.columns.${key}`)
      }
      actions={actions ? t('care.agenda.columns.actions') : undefined}
    >
      {appointments.map((appointment) => (
        <tr key={appointment.id} data-testid="care-appointment" data-appointment={appointment.id}>
          <th scope="row" className="fw-semibold">
            {appointment.memberName || t('care.agenda.member')}
          </th>
          {counselorName && <td>{counselorName(appointment.counselorId)}</td>}
          <td>{typeName(appointment.typeId)}</td>
          <td>
            <AppointmentTime appointment={appointment} />
          </td>
          <td>{t(`care.modes.${appointment.mode}`)}</td>
          <td>
            <Badge
              bg={STATUS_BG[appointment.status] ?? 'secondary'}
              text={appointment.status === 'awaiting_payment' ? 'dark' : undefined}
            >
              {t(`care.status.${appointment.status}`)}
            </Badge>
          </td>
          {actions && <td className="text-md-end">{actions(appointment)}</td>}
        </tr>
      ))}
    </DataTable>
  );
}
