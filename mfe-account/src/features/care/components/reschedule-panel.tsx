import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@ministry/contracts/care';
import { useLanguage } from '@ministry/platform/i18n';
import { slotName } from '../format';
import { NAMESPACE } from '../texts';
import { SlotPicker } from './slot-picker';

interface ReschedulePanelProps {
  /** The session's type and counselor: her free times for the same kind of session. */
  search: { typeId: string; counselorId: string };
  /** Moves it to the chosen time; a failure is the caller's to report (the choice stays). */
  onMove: (slot: Slot) => Promise<void>;
  /** "Keep the current time". */
  onClose: () => void;
}

/**
 * "Choose a new time": the counselor's free times (slot-picker.tsx), then "Move to 9:00 AM, Tuesday,
 * March 5" or "Keep the current time". A member's appointment and a visitor's link share it.
 */
export function ReschedulePanel({ search, onMove, onClose }: ReschedulePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const pickerLabel = useId();
  const [newSlot, setNewSlot] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async () => {
    if (!newSlot) return;
    setBusy(true);
    try {
      await onMove(newSlot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="border rounded p-3 mt-3" data-testid="reschedule-panel">
      <h5 id={pickerLabel} className="h6">
        {t('care.reschedule.heading')}
      </h5>
      <p className="small text-secondary">{t('care.reschedule.hint')}</p>
      <SlotPicker
        search={search}
        chosen={newSlot?.startsAt ?? ''}
        onPick={setNewSlot}
        labelledBy={pickerLabel}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button disabled={!newSlot || busy} onClick={() => void move()}>
          {busy
            ? t('care.reschedule.busy')
            : t('care.reschedule.confirm', { when: newSlot ? slotName(newSlot.startsAt, language) : '…' })}
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={onClose}>
          {t('care.reschedule.close')}
        </Button>
      </div>
    </div>
  );
}
