import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  pickText,
  siteContentPath,
  type Bilingual,
  type SiteContentDocuments,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import { useLanguage } from '@ministry/platform/i18n';
import { useSiteContent } from '@ministry/platform/site-content';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';

/** A document's text in the reader's language (the other language's while it has no translation). */
export function usePickText(): (text: Bilingual) => string {
  const language = useLanguage();
  return (text) => pickText(text, language);
}

/**
 * What a part of a page shows from one published site-content document (an editor's draft in her
 * preview): `children` with the document; the loading state while it is read; a translated error
 * with Try again when it cannot be read. The server render reads the documents first
 * (src/ssr/*.ssr.tsx), so a visitor's first screen already has them.
 */
export function SiteContent<K extends SiteContentKey>({
  name,
  stateClassName,
  children,
}: {
  name: K;
  /** Classes of a box around the loading and error states (`container` where nothing else places them). */
  stateClassName?: string;
  children: (content: SiteContentDocuments[K]) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { content, error, isLoading } = useSiteContent(name);
  const { mutate } = useSWRConfig();
  if (content) return children(content);
  // Read but not there (a 404 the server render kept as null) is an error too.
  const state =
    error || !isLoading ? (
      <ErrorState
        message={t('shared.contentUnavailable')}
        onRetry={() => void mutate(siteContentPath(name))}
      />
    ) : (
      <LoadingState />
    );
  return stateClassName ? <div className={stateClassName}>{state}</div> : state;
}
