import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import type { TabName } from './tab-section';

export interface RecordListTexts {
  loadError?: string;
  errorMessage?: string;
  loading?: string;
  empty: string;
}

/**
 * A list of records in its four states: failed (with Try again), loading, empty, or the records, drawn
 * by `children`. The texts are given, or a tab's own (`<tab>.loadError`, `.loading`, `.empty`).
 */
export function RecordList<T>({
  items,
  error,
  onRetry,
  texts,
  emptyTestId,
  children,
}: {
  /** undefined while loading. */
  items: readonly T[] | undefined;
  /** Anything but undefined or null: loading failed. */
  error: unknown;
  onRetry: () => unknown;
  texts: TabName | RecordListTexts;
  emptyTestId?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { loadError, errorMessage, loading, empty }: RecordListTexts =
    typeof texts === 'string'
      ? { loadError: t(`${texts}.loadError`), loading: t(`${texts}.loading`), empty: t(`${texts}.empty`) }
      : texts;
  if (error !== undefined && error !== null)
    return <ErrorState title={loadError} message={errorMessage} onRetry={() => void onRetry()} />;
  if (!items) return <LoadingState label={loading} />;
  if (items.length === 0)
    return (
      <p className="text-secondary" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  return children(items);
}
