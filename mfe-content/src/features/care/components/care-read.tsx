import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@ministry/platform/states';

/**
 * What a part of the page shows from one of the care service's reads: `children` with its data; the
 * loading state while it is read; the translated error with Try again when it cannot be read. The
 * component that calls the read's hook passes its fields here (an SWR answer re-renders only the
 * component that read its fields). The server render reads it first (src/ssr/counseling.ssr.tsx), so
 * a visitor's first screen has it.
 */
export function CareRead<T>({
  data,
  error,
  isLoading,
  onRetry,
  loading,
  unavailable,
  children,
}: {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  loading: string;
  unavailable: string;
  children: (data: T) => ReactNode;
}) {
  if (data) return children(data);
  if (error || !isLoading) return <ErrorState message={unavailable} onRetry={onRetry} />;
  return <LoadingState label={loading} />;
}
