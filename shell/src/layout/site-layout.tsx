import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@ministry/platform/skip-link';
import { HydrationIsland } from '../hydration-gate';
import { Footer } from './footer';
import { Header } from './header';
import { KeptMain, useKeptSection } from './kept-section';
import { PreviewBar } from './preview-bar';
import { SiteBanner } from './site-banner';

/**
 * Header, main area and footer around every route but the full-screen ones; above them an editor's
 * preview bar and the site's announcement banner. The bar, the banner and the footer are islands of
 * their own (the route's section is one too, RemoteComponent's boundary): on a page the server
 * rendered, each is hydrated in its own small task, the one tapped first first. A section the server
 * said is static keeps the server's HTML instead (kept-section.tsx).
 */
export function SiteLayout() {
  const kept = useKeptSection();
  const main = { id: MAIN_CONTENT_ID, tabIndex: -1, className: 'flex-grow-1' };
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <HydrationIsland id="layout/preview-bar">
        <PreviewBar />
      </HydrationIsland>
      <HydrationIsland id="layout/banner">
        <SiteBanner />
      </HydrationIsland>
      {/* Hydrated with the root: her session, read once the root is hydrated, changes it at once (an
          island not yet hydrated would be rendered anew, and a tap held on its menu lost). */}
      <Header />
      {kept === null ? (
        <main key="live" {...main}>
          <Outlet />
        </main>
      ) : (
        <KeptMain key="kept" html={kept} {...main} />
      )}
      <HydrationIsland id="layout/footer">
        <Footer />
      </HydrationIsland>
    </div>
  );
}
