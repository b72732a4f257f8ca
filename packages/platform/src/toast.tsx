import { useEffect, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, withReference } from '@ministry/platform/api';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  durationMs?: number;
}

interface ShownToast extends ToastMessage {
  id: number;
}

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(value: ShownToast | null): void {
  current = value;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; only one is shown at a time, so a new one replaces the last. */
export function toast(message: ToastMessage): void {
  publish({ ...message, id: nextId++ });
}

/** A success notice: what was done and, when given, to what. */
export function toastSuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}

export interface FailureReport {
  /** The toast's title. */
  title: string;
  /** Said under the title when the service gives no message of its own (none: the title alone). */
  message?: string;
  /** Say `message` whatever the service's message. */
  ownMessage?: boolean;
}

/**
 * A call that failed: logged as "<what> failed:" and told in an error toast, with the service's
 * message (or the report's) and, after a failure on the site's side, the reference to quote.
 */
export function reportFailure(
  what: string,
  error: unknown,
  { title, message = '', ownMessage }: FailureReport,
): void {
  console.error(`${what} failed:`, error);
  const description = ownMessage ? withReference(error, message) : errorMessage(error, message);
  toast({ title, description: description || undefined, variant: 'error' });
}

export function dismissToast(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; rendered once by the shell (and by each remote's local dev host). */
export function ToastViewport() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(dismissToast, shown.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && event.clientX - swipeStart.current > TOAST_SWIPE_THRESHOLD_PX)
      dismissToast();
    swipeStart.current = null;
  };

  const isError = shown?.variant === 'error';
  // Own markup with Bootstrap's classes: react-bootstrap's Toast always says role="alert", and a
  // success notice should be announced politely (role="status").
  return (
    <div className="toast-container top-0 end-0 p-3 position-fixed" style={{ zIndex: 1080 }}>
      {shown && (
        <div
          key={shown.id}
          className={`toast show${isError ? ' text-bg-danger' : ''}`}
          role={isError ? 'alert' : 'status'}
          aria-live={isError ? 'assertive' : 'polite'}
          aria-atomic="true"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          data-testid="toast"
        >
          <div className="toast-header">
            <strong className="me-auto">{shown.title}</strong>
            <button
              type="button"
              className="btn-close"
              onClick={dismissToast}
              aria-label={t('toast.close')}
            />
          </div>
          {shown.description && <div className="toast-body">{shown.description}</div>}
        </div>
      )}
    </div>
  );
}
