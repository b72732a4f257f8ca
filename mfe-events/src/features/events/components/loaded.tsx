import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';

/** The parts of this remote's texts that say how a read went: `loadError`, `tryLater` and `loading`. */
export type ReadTexts = 'attendees' | 'list' | 'occurrence';

/**
 * What a read shows until its data is in: its error with Try again, or that it is loading; then
 * `children` draws the data.
 */
export function Loaded<T>({
  read: { data, error, isLoading, mutate },
  texts,
  children,
}: {
  read: { data: T | null | undefined; error: unknown; isLoading: boolean; mutate: () => unknown };
  texts: ReadTexts;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (error)
    return (
      <ErrorState
        title={t(`${texts}.loadError`)}
        message={t(`${texts}.tryLater`)}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || data === undefined || data === null) return <LoadingState label={t(`${texts}.loading`)} />;
  return children(data);
}
