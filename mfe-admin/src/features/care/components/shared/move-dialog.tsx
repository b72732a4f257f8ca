import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@ministry/contracts/care';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../../i18n';
import { freeSlots, moveAppointment, type AgendaAppointment } from '../../api/care';
import { newYorkWhen } from '../../care-time';
import { CareFormDialog, useCareAction } from './care-dialog';

/** Moves an appointment to one of her counselor's free times (the next four weeks). */
export function MoveDialog({
  appointment,
  staff = false,
  onClose,
  onMoved,
}: {
  appointment: AgendaAppointment;
  staff?: boolean;
  onClose: () => void;
  onMoved: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, failure, run, done } = useCareAction({ onClose, onSaved: onMoved });
  const member = appointment.memberName || t('care.agenda.member');

  useEffect(() => {
    let live = true;
    freeSlots(appointment.counselorId, appointment.typeId, todayInNewYork()).then(
      (answer) => live && setSlots(answer.slots),
      (caught: unknown) => live && setLoadError(errorMessage(caught, t('care.loadError'))),
    );
    return () => {
      live = false;
    };
  }, [appointment.counselorId, appointment.typeId, t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('care.move.pickSlot'));
      event.currentTarget.querySelector('select')?.focus();
      return;
    }
    await run(async () => {
      await moveAppointment(appointment.id, chosen, staff);
      await done(t('care.agenda.moved'));
    });
  };

  return (
    <CareFormDialog
      title={t('care.move.title', { member })}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('care.move.submit')}
      busyLabel={t('care.move.busy')}
      lead={
        <p>
          {t('care.move.intro', { time: newYorkWhen(appointment.startsAt, appointment.endsAt, language) })}
        </p>
      }
    >
      {loadError && <Alert variant="danger">{loadError}</Alert>}
      {!slots && !loadError && <LoadingState label={t('care.move.loading')} />}
      {slots && slots.length === 0 && <p className="text-secondary">{t('care.move.none')}</p>}
      {slots && slots.length > 0 && (
        <FormField label={`${t('care.move.slot')} (${t('care.nyTime')})`} error={error} required>
          {(control) => (
            <select
              {...plainControl(control, 'form-select')}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(undefined);
              }}
            >
              <option value="">—</option>
              {slots.map((slot) => (
                <option key={slot.startsAt} value={slot.startsAt}>
                  {newYorkWhen(slot.startsAt, slot.endsAt, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </CareFormDialog>
  );
}
