import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';

/** Header, main area and footer around every route but the full-screen ones. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
