import {
  Component,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { SectionState } from '@ministry/contracts/ssr';
import { currentLanguage, textsReady } from '@ministry/platform/i18n';
import { expectHydration, reportHydrated, usePageHydrated, useReportWhenGone } from '../hydration-gate';
import { loadRemoteComponent, resetRemote, type RemoteComponentModule } from './remote-loader';

type RemoteLoad =
  | { status: 'pending'; promise: Promise<void> }
  | { status: 'loaded'; module: RemoteComponentModule }
  | { status: 'failed'; error: unknown };

/** One load per remote module, kept across navigations; a retry replaces a failed one. */
const loads = new Map<string, RemoteLoad>();

function startLoad(id: string, fresh: boolean): RemoteLoad {
  const promise = (async () => {
    // A retry first makes the runtime forget the failed remote, so its manifest and entry are fetched anew.
    if (fresh) await resetRemote(id).catch(() => undefined);
    const module = await loadRemoteComponent(id, currentLanguage());
    await textsReady(); // those the module registered as it ran
    return module;
  })().then(
    (module) => void loads.set(id, { status: 'loaded', module }),
    (error: unknown) => void loads.set(id, { status: 'failed', error }),
  );
  const load: RemoteLoad = { status: 'pending', promise };
  loads.set(id, load);
  return load;
}

/**
 * On the server: each section the pages service loaded (its component), or left to the browser
 * ('deferred': it timed out, failed to load, or is personal like the cart badge). A section not named
 * is left to the browser too.
 */
export type ServerSections = Record<string, ComponentType | 'deferred'>;

/** Given only by the shell's server render (server/ssr.tsx); null in the browser. */
export const SectionsContext = createContext<ServerSections | null>(null);

/** The sections the server rendered on this page, while the browser hydrates it; null on a page it did not. */
let serverRendered: ReadonlySet<string> | null = null;
const PAGE = '';

/**
 * Before hydrating a server-rendered page: remembers which sections the server rendered and starts
 * loading them (hydration keeps their server HTML until each has loaded). The others render their
 * placeholder, as the server did, until the whole page has hydrated, then load as on any page. `done`
 * is called once the page, each island of it and each rendered section are hydrated; call the
 * function returned once the root around them is (React hydrates each Suspense boundary after it).
 */
export function hydrateSections(sections: Record<string, SectionState>, done: () => void): () => void {
  const rendered = Object.keys(sections).filter((id) => sections[id] === 'rendered');
  serverRendered = new Set(rendered);
  expectHydration([PAGE, ...rendered], done);
  for (const id of rendered) void preloadRemoteComponent(id);
  return () => reportHydrated(PAGE);
}

/**
 * Starts loading a remote module before anything renders it; resolves once it has loaded or failed. A
 * module loaded this way renders at once, without its section's loading placeholder.
 */
export function preloadRemoteComponent(id: string): Promise<void> {
  const load = loads.get(id) ?? startLoad(id, false);
  return load.status === 'pending' ? load.promise : Promise.resolve();
}

/**
 * Renders the module once loaded; until then it suspends (a thrown promise, as React.lazy does), and a
 * failed load is thrown to the error boundary. Unlike React.lazy, a module that has already loaded
 * renders in the same pass, so a page preloaded before the first render is part of the first paint.
 */
function RemoteModule({ id }: { id: string }) {
  const load = loads.get(id) ?? startLoad(id, false);
  if (load.status === 'pending') throw load.promise;
  if (load.status === 'failed') throw load.error;
  return <LoadedModule id={id} Screen={load.module.default} />;
}

/**
 * Its placeholder until the whole page is hydrated, its children after: what the server left to the
 * browser loads without taking time from the hydration of what she sees. Inside the section's Suspense
 * on purpose: React hydrates each Suspense boundary after the page around it, and a component above a
 * boundary that re-renders in between (as this one does once hydrated) would make React discard the
 * boundary's server HTML and render it anew.
 */
function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return <>{usePageHydrated() ? children : placeholder}</>;
}

function LoadedModule({ id, Screen }: { id: string; Screen: ComponentType }) {
  useEffect(() => reportHydrated(id), [id]);
  return <Screen />;
}

interface BoundaryProps {
  id: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.id} failed:`, error, info.componentStack);
    reportHydrated(this.props.id);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** Renders a remote's exposed component, with a loading placeholder and a fallback (with retry) on failure. */
export function RemoteComponent({
  id,
  loading,
  fallback,
}: {
  id: string;
  loading: ReactNode;
  fallback: (retry: () => void) => ReactNode;
}) {
  const sections = useContext(SectionsContext);
  const [attempt, setAttempt] = useState(0);
  useReportWhenGone(id);
  if (sections) {
    // The server's tree: the same Suspense as the browser's, so the markup matches it; a section that
    // throws here leaves its placeholder and a digest in the HTML, and the browser renders it instead.
    const Section = sections[id];
    return (
      <Suspense fallback={loading}>{Section && Section !== 'deferred' ? <Section /> : loading}</Suspense>
    );
  }
  // On a page the server sent, what it left to the browser is its placeholder there too, until hydrated.
  const deferred = serverRendered !== null && !serverRendered.has(id);
  const onRetry = () => {
    startLoad(id, true);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} id={id} fallback={fallback} onRetry={onRetry}>
      <Suspense fallback={loading}>
        {deferred ? (
          <AfterHydration placeholder={loading}>
            <RemoteModule id={id} />
          </AfterHydration>
        ) : (
          <RemoteModule id={id} />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
