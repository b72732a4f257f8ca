import { Container, Nav } from 'react-bootstrap';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { lazyWithTexts, setLanguage, textsReady, useLanguage } from '@ministry/platform/i18n';
import { SITE_PAGES } from '@ministry/contracts/pages';
import { PlatformProvider } from '@ministry/platform/platform-provider';

export interface DevRoute {
  path: string;
  element: ReactNode;
}

function DevBar({ name, routes }: { name: string; routes: DevRoute[] }) {
  const language = useLanguage();
  return (
    <Container fluid className="border-bottom py-2 d-flex flex-wrap gap-3 align-items-center bg-light">
      <strong>{name} (local host)</strong>
      <Nav>
        {routes.map((route) => (
          <Nav.Link key={route.path} as={NavLink} to={route.path.replace(':id', 'example')} end>
            {route.path}
          </Nav.Link>
        ))}
      </Nav>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary ms-auto"
        onClick={() => void setLanguage(language === 'en' ? 'es' : 'en')}
      >
        {language === 'en' ? 'Español' : 'English'}
      </button>
    </Container>
  );
}

/**
 * Renders one remote's screens without the shell, for `npm run dev -w <remote>`: the same platform
 * providers the shell gives, a bar of the remote's routes and a language toggle. APIs go through the
 * dev server's proxy to a running gateway.
 */
export function renderDevHost(name: string, routes: DevRoute[]): void {
  const root = document.getElementById('root');
  if (!root) return;
  // The common texts first (the bar and the pages use them), as the shell does.
  void textsReady().then(() =>
    createRoot(root).render(
      <PlatformProvider>
        <BrowserRouter>
          <DevBar name={name} routes={routes} />
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </BrowserRouter>
      </PlatformProvider>,
    ),
  );
}

/** `ForgotPassword` → `forgot-password`: an exposed page's file in the remote's `src/pages`. */
const fileOf = (exposed: string) => exposed.replace(/(?<!^)[A-Z]/g, (letter) => `-${letter}`).toLowerCase();

/**
 * The dev host of a remote's pages as the site manifest lists them (`<remote>/<Page>` → its path),
 * each loaded on demand: `load('forgot-password')` imports `src/pages/forgot-password.tsx`.
 */
export function renderPagesDevHost(
  remote: string,
  load: (file: string) => Promise<{ default: ComponentType }>,
): void {
  const pages = SITE_PAGES.filter((page) => page.module.startsWith(`${remote}/`));
  renderDevHost(
    remote,
    pages.map(({ path, module }) => {
      const Page = lazyWithTexts(() => load(fileOf(module.slice(remote.length + 1))));
      return {
        path,
        element: (
          <Suspense>
            <Page />
          </Suspense>
        ),
      };
    }),
  );
}
