import { useRef, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { AppointmentView, SessionTypeView, Slot } from '@ministry/contracts/care';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { cancelAppointment, rescheduleAppointment } from '../api/care';
import { formatDay, formatTime, joinOpen, shownTimes, typeName } from '../format';
import { NAMESPACE } from '../texts';
import { PayToConfirm } from './pay-to-confirm';
import { ReschedulePanel } from './reschedule-panel';
import { WhenText } from './when-text';

const STATUS_BADGE: Record<AppointmentView['status'], string> = {
  awaiting_payment: 'warning',
  booked: 'success',
  attended: 'secondary',
  no_show: 'secondary',
  canceled: 'secondary',
  released: 'secondary',
};

const CHANGEABLE = new Set<AppointmentView['status']>(['booked', 'awaiting_payment']);

interface AppointmentItemProps {
  appointment: AppointmentView;
  type: SessionTypeView | undefined;
  counselorName: string;
  now: number;
  /** After a move or a cancel: the lists and credits are read again. */
  onChanged: () => Promise<unknown>;
}

/**
 * One of her appointments: kind, counselor, when (New York and her own zone), how, status; the Join
 * link near the time; Reschedule and Cancel until the cut-off, then a short note instead.
 */
export function AppointmentItem({ appointment, type, counselorName, now, onChanged }: AppointmentItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const rescheduleButton = useRef<HTMLButtonElement>(null);

  const name = typeName(type, language);
  const when = `${formatDay(appointment.startsAt, language)}, ${formatTime(appointment.startsAt, language)}`;
  const withName = counselorName ? t('care.list.with', { name: counselorName }) : '';
  const upcoming = Date.parse(appointment.endsAt) > now && CHANGEABLE.has(appointment.status);
  const changeable = upcoming && now < Date.parse(appointment.changeableUntil);
  const link = appointment.meetingLink;
  const showJoin =
    appointment.status === 'booked' && link && joinOpen(appointment.startsAt, appointment.endsAt, now);

  const closeMove = () => {
    setMoving(false);
    rescheduleButton.current?.focus();
  };

  const move = async (slot: Slot) => {
    try {
      const moved = await rescheduleAppointment(appointment.id, slot.startsAt);
      const times = shownTimes(moved.startsAt, moved.endsAt, language);
      toastSuccess(t('care.reschedule.done'), t('care.reschedule.doneBody', { when: times.newYork }));
      setMoving(false);
      await onChanged();
    } catch (failure) {
      reportFailure('Rescheduling the session', failure, { title: t('care.reschedule.failed') });
      void onChanged();
    }
  };

  const cancel = async () => {
    try {
      await cancelAppointment(appointment.id);
      setAsking(false);
      toastSuccess(t('care.cancel.done'), t('care.cancel.doneBody', { when }));
      await onChanged();
    } catch (failure) {
      setAsking(false);
      reportFailure('Canceling the session', failure, { title: t('care.cancel.failed') });
      void onChanged();
    }
  };

  return (
    <li className="list-group-item py-3" data-testid="care-appointment">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div className="flex-grow-1">
          <h4 className="h6 mb-1">
            {name} {withName}
          </h4>
          <WhenText startsAt={appointment.startsAt} endsAt={appointment.endsAt} />
          <p className="mb-1">
            {t(`care.modes.${appointment.mode}`)}
            {appointment.mode === 'in-person' && upcoming && ` · ${t('care.list.inPerson')}`}
          </p>
          <Badge
            bg={STATUS_BADGE[appointment.status]}
            text={appointment.status === 'awaiting_payment' ? 'dark' : undefined}
          >
            {t(`care.status.${appointment.status}`)}
          </Badge>
          {appointment.usesCredit && upcoming && (
            <span className="ms-2 small text-secondary">
              {t(appointment.usesPackage ? 'care.list.usesPackage' : 'care.list.usesCredit')}
            </span>
          )}
          {appointment.status === 'awaiting_payment' && appointment.holdExpiresAt && (
            <div className="d-flex flex-wrap align-items-center gap-2 mt-2" data-testid="care-awaiting">
              <p className="small mb-0">
                {t('care.list.held', { time: formatTime(appointment.holdExpiresAt, language) })}
              </p>
              <PayToConfirm appointmentId={appointment.id} when={when} />
            </div>
          )}
        </div>
        {showJoin && (
          <a
            className="btn btn-success btn-sm"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('care.list.joinLabel', { when })}
          >
            {t('care.list.join')}
          </a>
        )}
      </div>
      {upcoming && appointment.mode === 'virtual' && appointment.status === 'booked' && !showJoin && (
        <p className="small text-secondary mt-2 mb-0">{t('care.list.joinSoon')}</p>
      )}
      {upcoming &&
        (changeable ? (
          <>
            <p className="small text-secondary mt-2 mb-2">
              {t('care.list.changeableUntil', {
                time: `${formatDay(appointment.changeableUntil, language)}, ${formatTime(appointment.changeableUntil, language)}`,
              })}
            </p>
            {!moving && (
              <div className="d-flex flex-wrap gap-2">
                <Button
                  ref={rescheduleButton}
                  size="sm"
                  variant="outline-primary"
                  aria-label={t('care.list.rescheduleLabel', { when })}
                  onClick={() => setMoving(true)}
                >
                  {t('care.list.reschedule')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={t('care.list.cancelLabel', { when })}
                  onClick={() => setAsking(true)}
                >
                  {t('care.list.cancel')}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className="small mt-2 mb-0" data-testid="cutoff-note">
            {t('care.list.cutoffNote', {
              time: `${formatDay(appointment.changeableUntil, language)}, ${formatTime(appointment.changeableUntil, language)}`,
            })}
          </p>
        ))}
      {moving && (
        <ReschedulePanel
          search={{ typeId: appointment.typeId, counselorId: appointment.counselorId }}
          onMove={move}
          onClose={closeMove}
        />
      )}
      <ConfirmDialog
        show={asking}
        title={t('care.cancel.title')}
        body={
          <>
            <p>{t('care.cancel.body', { type: name, with: withName, when })}</p>
            {appointment.usesCredit && (
              <p className="mb-0">
                {t(appointment.usesPackage ? 'care.cancel.packageCredit' : 'care.cancel.credit')}
              </p>
            )}
          </>
        }
        confirmLabel={t('care.cancel.yes')}
        busyLabel={t('care.cancel.busy')}
        cancelLabel={t('care.cancel.keep')}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
