import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';

/**
 * What a part of the page (`part`: its texts) shows from one of the care service's reads: `children`
 * with its data; the loading state while it is read; the translated error with Try again when it cannot
 * be read. The component that calls the read's hook passes its answer here, whose fields are read at
 * once (an SWR answer re-renders only the component that read its fields). The server render reads it
 * first (src/ssr/counseling.ssr.tsx), so a visitor's first screen has it.
 */
export function CareRead<T>({
  read: { data, error, isLoading, mutate },
  part,
  children,
}: {
  read: SWRResponse<T>;
  part: 'sessions' | 'counselors';
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (data) return children(data);
  if (error || !isLoading)
    return <ErrorState message={t(`counselingPage.${part}.unavailable`)} onRetry={() => void mutate()} />;
  return <LoadingState label={t(`counselingPage.${part}.loading`)} />;
}
