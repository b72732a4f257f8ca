import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { NAMESPACE } from '../../../i18n';

/** Asks before deleting; Cancel (or Escape) keeps the event. */
export function DeleteEventDialog({
  event,
  deleting,
  onConfirm,
  onCancel,
}: {
  event: MinistryEvent | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ConfirmDialog
      show={event !== null}
      title={t('manage.deleteTitle')}
      body={event && t('manage.deleteConfirm', { title: event.title })}
      confirmLabel={t('manage.delete')}
      busyLabel={t('manage.deleting')}
      cancelLabel={t('manage.cancel')}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
