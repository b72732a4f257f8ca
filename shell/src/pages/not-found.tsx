import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@ministry/platform/not-found-view';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundView
      prominent
      title={t('notFound.title')}
      body={t('notFound.body')}
      to="/"
      action={t('notFound.home')}
    />
  );
}
