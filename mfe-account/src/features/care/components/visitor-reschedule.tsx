import { useTranslation } from 'react-i18next';
import type { Slot } from '@ministry/contracts/care';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { reportFailure } from '@ministry/platform/toast';
import { rescheduleVisitorBooking } from '../api/care';
import { NAMESPACE } from '../texts';
import { ReschedulePanel } from './reschedule-panel';

/**
 * "Change the time" on her link's page: the counselor's free times (as a member picks them), then
 * care moves it (until the cut-off; a taken time or the cut-off passed: care's message says why).
 */
export function VisitorReschedule({
  token,
  session,
  onMoved,
  onClose,
}: {
  token: string;
  session: SessionAnswer;
  onMoved: (session: SessionAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const move = async (slot: Slot) => {
    try {
      onMoved(await rescheduleVisitorBooking(token, slot.startsAt));
    } catch (error) {
      reportFailure('Moving a visitor session', error, { title: t('care.reschedule.failed') });
    }
  };
  return (
    <ReschedulePanel
      search={{ typeId: session.typeId, counselorId: session.counselorId }}
      onMove={move}
      onClose={onClose}
    />
  );
}
