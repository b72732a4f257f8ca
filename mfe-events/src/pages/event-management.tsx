import { useTranslation } from 'react-i18next';
import { FullScreenLayout } from '@ministry/platform/full-screen-layout';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { NAMESPACE } from '../i18n';

export default function EventManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.eventManagement.title'));
  return (
    <FullScreenLayout title={t('pages.eventManagement.title')}>
      <RequireAccess allow={(session) => session.isEventEditor}>
        <h1 className="h3">{t('pages.eventManagement.title')}</h1>
        <p className="text-secondary">{t('manage.intro')}</p>
      </RequireAccess>
    </FullScreenLayout>
  );
}
