import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { textsReady } from '@ministry/platform/i18n';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { App } from './app';
import { hydrateFromServer } from './hydrate';
import { isVisitorPage, pageIsland } from './island';
import { moduleForPath } from './routes';
import { preloadRemoteComponent } from './remotes/remote-component';

/**
 * How long the first render waits for the address's own section. Rendered together, the page paints in
 * one go; rendered apart, React holds the section back until 500 ms after its loading placeholder was
 * shown (its throttle against flickering placeholders), so the page paints later than it could. A slow
 * or broken remote does not hold the site back longer than this: the shell then renders with the
 * section's placeholder or fallback, as before.
 */
const FIRST_RENDER_WAIT_MS = 1000;

async function start(root: HTMLElement) {
  // The common texts (menu, footer) in the page's language: asked for as main.js started (index.ts).
  // Asked again once if that failed; a second failure leaves a server-rendered page as it came.
  await textsReady().catch(() => textsReady());
  // A page the server rendered is already painted: hydrate it at once, nothing else to wait for.
  const island = pageIsland();
  if (island) {
    hydrateFromServer(root, island);
    return;
  }
  const module = moduleForPath(window.location.pathname);
  if (module) {
    await Promise.race([
      preloadRemoteComponent(module),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
  }
  // Known to be a visitor's page: no `GET /api/auth/user` only to be told 401 (an error in the console).
  if (isVisitorPage(document)) void mutate(CURRENT_USER_KEY, null, { revalidate: false });
  createRoot(root).render(<App />);
}

const root = document.getElementById('root');
if (root) void start(root);
