import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { cancelAppointment, markAttendance, type AgendaAppointment } from '../../api/care';
import { newYorkWhen } from '../../care-time';
import { useAppointmentName } from './appointment-table';
import { MoveDialog } from './move-dialog';
import { TextDialog } from './text-dialog';

type Open = 'move' | 'cancel' | 'intake' | 'notes' | null;

/**
 * A row's actions: attended / no-show once it started (her counselor), move and cancel any time while
 * it is booked, and her counselor's intake and private notes (each read recorded). Staff: move, cancel.
 */
export function AppointmentActions({
  appointment,
  staff = false,
  onChanged,
  now = Date.now(),
}: {
  appointment: AgendaAppointment;
  staff?: boolean;
  onChanged: () => unknown;
  now?: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const nameOf = useAppointmentName();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const name = nameOf(appointment);
  const active = appointment.status === 'booked' || appointment.status === 'awaiting_payment';
  const started = Date.parse(appointment.startsAt) <= now;

  const mark = async (status: 'attended' | 'no_show') => {
    setBusy(true);
    try {
      await markAttendance(appointment.id, status);
      toastSuccess(t('care.agenda.marked'));
      await onChanged();
    } catch (caught) {
      reportFailure('Marking attendance', caught, { title: t('care.failed') });
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    try {
      await cancelAppointment(appointment.id, staff);
      toastSuccess(t('care.agenda.canceled'));
      setOpen(null);
      await onChanged();
    } catch (caught) {
      reportFailure('Canceling an appointment', caught, {
        title: t('care.failed'),
        message: errorMessage(caught, ''),
      });
    }
  };

  return (
    <div className="d-flex flex-wrap gap-1 justify-content-md-end">
      {!staff && appointment.status === 'booked' && started && (
        <>
          <NamedButton
            variant="outline-success"
            label={t('care.agenda.attended')}
            name={name}
            disabled={busy}
            onClick={() => void mark('attended')}
          />
          <NamedButton
            variant="outline-secondary"
            label={t('care.agenda.noShow')}
            name={name}
            disabled={busy}
            onClick={() => void mark('no_show')}
          />
        </>
      )}
      {active && (
        <>
          <NamedButton
            variant="outline-primary"
            label={t('care.agenda.move')}
            name={name}
            onClick={() => setOpen('move')}
          />
          <NamedButton
            variant="outline-danger"
            label={t('care.agenda.cancelAppointment')}
            name={name}
            onClick={() => setOpen('cancel')}
          />
        </>
      )}
      {!staff && appointment.hasIntake && (
        <NamedButton
          variant="outline-secondary"
          label={t('care.agenda.intake')}
          name={name}
          onClick={() => setOpen('intake')}
        />
      )}
      {!staff && (
        <NamedButton
          variant="outline-secondary"
          label={t('care.agenda.notes')}
          name={name}
          onClick={() => setOpen('notes')}
        />
      )}
      {open === 'move' && (
        <MoveDialog
          appointment={appointment}
          staff={staff}
          onClose={() => setOpen(null)}
          onMoved={onChanged}
        />
      )}
      <ConfirmDialog
        show={open === 'cancel'}
        title={t('care.cancelDialog.title')}
        body={t('care.cancelDialog.body', {
          member: appointment.memberName || t('care.agenda.member'),
          time: newYorkWhen(appointment.startsAt, appointment.endsAt, language),
        })}
        confirmLabel={t('care.cancelDialog.confirm')}
        busyLabel={t('care.cancelDialog.busy')}
        cancelLabel={t('care.cancelDialog.keep')}
        onConfirm={cancel}
        onCancel={() => setOpen(null)}
      />
      {(open === 'intake' || open === 'notes') && (
        <TextDialog appointment={appointment} kind={open} onClose={() => setOpen(null)} onSaved={onChanged} />
      )}
    </div>
  );
}
