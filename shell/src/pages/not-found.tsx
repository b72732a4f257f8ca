import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container py-5 text-center">
      <h1 className="display-6 mb-3">{t('notFound.title')}</h1>
      <p className="text-secondary">{t('notFound.body')}</p>
      <Link to="/" className="btn btn-primary mt-2">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
