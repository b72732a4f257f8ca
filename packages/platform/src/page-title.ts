import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> | <site title>" (or the site title alone) in the active language. */
export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const siteTitle = t('site.title');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  }, [pageTitle, siteTitle]);
}
