import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOT_FOUND_PATH } from '@ministry/contracts/pages';
import { PlatformProvider, type ServerStart } from '@ministry/platform/platform-provider';
import { ScrollToTop } from './layout/scroll-to-top';
import { SiteLayout } from './layout/site-layout';
import { RemoteRoute } from './remotes/remote-route';
import { FULL_SCREEN_ROUTES, SITE_ROUTES } from './routes';

// The site's 404 (the platform's not-found state with its default texts). Off the first visit's
// budget: most visits never see it.
const NotFound = lazy(() =>
  import('@ministry/platform/states').then(({ NotFound: page }) => ({ default: page })),
);
const notFound = (
  <Suspense fallback={null}>
    <NotFound />
  </Suspense>
);

/** Keeps the description meta in the active language (the title is set by each screen). */
function DocumentMeta() {
  const { t } = useTranslation();
  const description = t('site.description');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      {FULL_SCREEN_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemoteRoute module={route.module} />} />
      ))}
      <Route element={<SiteLayout />}>
        {SITE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute module={route.module} />} />
        ))}
        <Route path={NOT_FOUND_PATH} element={notFound} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}

/**
 * The page inside its router: what the browser renders and, with a static router, what the server
 * renders (server/ssr.tsx). Whatever is added here renders the same on both, or only in effects.
 */
export function Page() {
  return (
    <>
      <DocumentMeta />
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}

/** The site in the browser; `serverStart` when it hydrates a page the server rendered (its island). */
export function App({ serverStart = null }: { serverStart?: ServerStart | null }) {
  return (
    <PlatformProvider serverStart={serverStart}>
      <BrowserRouter>
        <Page />
      </BrowserRouter>
    </PlatformProvider>
  );
}
