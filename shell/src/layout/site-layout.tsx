import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@ministry/platform/skip-link';
import { Footer } from './footer';
import { Header } from './header';
import { PreviewBar } from './preview-bar';
import { SiteBanner } from './site-banner';

/**
 * Header, main area and footer around every route but the full-screen ones; above them an editor's
 * preview bar and the site's announcement banner.
 */
export function SiteLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <PreviewBar />
      <SiteBanner />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
