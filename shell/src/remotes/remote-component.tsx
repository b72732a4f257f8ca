import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
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
    return loadRemoteComponent(id);
  })().then(
    (module) => void loads.set(id, { status: 'loaded', module }),
    (error: unknown) => void loads.set(id, { status: 'failed', error }),
  );
  const load: RemoteLoad = { status: 'pending', promise };
  loads.set(id, load);
  return load;
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
  const Screen = load.module.default;
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
  const [attempt, setAttempt] = useState(0);
  const onRetry = () => {
    startLoad(id, true);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} id={id} fallback={fallback} onRetry={onRetry}>
      <Suspense fallback={loading}>
        <RemoteModule id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
