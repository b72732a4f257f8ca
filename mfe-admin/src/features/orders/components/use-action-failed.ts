import { useTranslation } from 'react-i18next';
import { reportFailure } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';

/**
 * What the order's actions do when one fails: log `what` failed, and tell staff the service's reason
 * (or that the action failed) under one title.
 */
export function useActionFailed() {
  const { t } = useTranslation(NAMESPACE);
  return (what: string, caught: unknown) =>
    reportFailure(what, caught, { title: t('orders.actions.failed'), message: t('orders.actions.failed') });
}
