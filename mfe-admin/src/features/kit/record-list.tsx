import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@ministry/platform/states';

/**
 * A list of records in its four states: failed (with Try again), loading, empty (its text), or the
 * records, drawn by `children`.
 */
export function RecordList<T>({
  items,
  failed,
  onRetry,
  texts,
  emptyTestId,
  children,
}: {
  /** undefined while loading. */
  items: readonly T[] | undefined;
  failed: boolean;
  onRetry: () => unknown;
  texts: { loadError?: string; errorMessage?: string; loading?: string; empty: string };
  emptyTestId?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (failed)
    return <ErrorState title={texts.loadError} message={texts.errorMessage} onRetry={() => void onRetry()} />;
  if (!items) return <LoadingState label={texts.loading} />;
  if (items.length === 0)
    return (
      <p className="text-secondary" data-testid={emptyTestId}>
        {texts.empty}
      </p>
    );
  return children(items);
}
