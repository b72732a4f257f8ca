import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  adminSiteContentPath,
  siteContentPath,
  type PublishedSiteContent,
  type SiteContentDocuments,
  type SiteContentDraft,
  type SiteContentKey,
} from '@ministry/contracts/site-content';

/** The query that turns an editor's preview on (`/team?preview=draft`): the drafts instead of what is published. */
export const PREVIEW_QUERY = 'preview';

/**
 * True in an editor's preview. Read after the first render: the server renders what is published, and
 * the browser's first render must be the same page to hydrate it.
 */
export function useContentPreview(): boolean {
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    setPreview(new URLSearchParams(window.location.search).get(PREVIEW_QUERY) === 'draft');
  }, []);
  return preview;
}

export interface SiteContentState<K extends SiteContentKey> {
  /** undefined while loading, or when it could not be read (then `error` is set). */
  content: SiteContentDocuments[K] | undefined;
  error: unknown;
  isLoading: boolean;
  /** True when the content shown is a draft (an editor's preview). */
  isDraft: boolean;
}

/**
 * One published site-content document (its SWR key is the public path, which the server's render
 * fills); in an editor's preview, the document's draft instead (a visitor there is refused the
 * draft and keeps seeing what is published).
 */
export function useSiteContent<K extends SiteContentKey>(key: K): SiteContentState<K> {
  const preview = useContentPreview();
  const published = useSWR<PublishedSiteContent<K>>(siteContentPath(key));
  const draft = useSWR<SiteContentDraft<K>>(preview ? adminSiteContentPath(key) : null);
  const showDraft = preview && draft.data !== undefined;
  return {
    content: showDraft ? draft.data?.content : published.data?.content,
    error: published.error,
    isLoading: published.isLoading || (preview && draft.isLoading),
    isDraft: showDraft,
  };
}
