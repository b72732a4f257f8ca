import { useTranslation } from 'react-i18next';
import type { Resource } from '@ministry/contracts/resource';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { NAMESPACE } from '../../../i18n';

/** Asks before deleting; Cancel (or Escape) keeps the resource. */
export function DeleteResourceDialog({
  resource,
  deleting,
  onConfirm,
  onCancel,
}: {
  resource: Resource | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ConfirmDialog
      show={resource !== null}
      title={t('resources.deleteTitle')}
      body={resource && t('resources.deleteConfirm', { title: resource.title })}
      confirmLabel={t('resources.delete')}
      busyLabel={t('resources.deleting')}
      cancelLabel={t('resources.cancel')}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
