import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';

/**
 * What the order's actions do when one fails: log `what` failed, and tell staff the service's reason
 * (or that the action failed) under one title.
 */
export function useActionFailed() {
  const { t } = useTranslation(NAMESPACE);
  return (what: string, caught: unknown) => {
    console.error(`${what} failed:`, caught);
    toast({
      title: t('orders.actions.failed'),
      description: errorMessage(caught, t('orders.actions.failed')),
      variant: 'error',
    });
  };
}
