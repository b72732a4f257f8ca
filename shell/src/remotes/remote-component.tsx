import {
  Component,
  lazy,
  Suspense,
  useState,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadRemoteComponent, resetRemote, type RemoteComponentModule } from './remote-loader';

type LazyRemote = LazyExoticComponent<RemoteComponentModule['default']>;
const loaded = new Map<string, LazyRemote>();

/** One lazy component per remote module, kept across navigations; replaced on retry. */
function lazyRemote(id: string, fresh: boolean): LazyRemote {
  let component = loaded.get(id);
  if (!component || fresh) {
    // A retry first makes the runtime forget the failed remote, so its manifest and entry are fetched anew.
    component = lazy(async () => {
      if (fresh) await resetRemote(id).catch(() => undefined);
      return loadRemoteComponent(id);
    });
    loaded.set(id, component);
  }
  return component;
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
  const Loaded = lazyRemote(id, false);
  const onRetry = () => {
    lazyRemote(id, true);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} id={id} fallback={fallback} onRetry={onRetry}>
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
