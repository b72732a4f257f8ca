import { useTranslation } from 'react-i18next';
import { FullScreenLayout } from '@ministry/platform/full-screen-layout';
import { usePageTitle } from '@ministry/platform/page-title';
import { RequireAccess } from '@ministry/platform/require-access';
import { NAMESPACE } from '../i18n';

export default function AdminDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  usePageTitle(t('pages.adminDashboard.title'));
  return (
    <FullScreenLayout title={tc('fullScreen.adminArea')}>
      <RequireAccess allow={(session) => session.isAdmin}>
        <h1 className="h3">{t('pages.adminDashboard.title')}</h1>
        <p className="text-secondary">{t('intro')}</p>
      </RequireAccess>
    </FullScreenLayout>
  );
}
