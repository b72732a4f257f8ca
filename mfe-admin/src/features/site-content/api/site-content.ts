import useSWR, { useSWRConfig } from 'swr';
import {
  adminSiteContentPath,
  SITE_CONTENT_IMAGE_UPLOAD_PATH,
  type ContentPicture,
  type PublishSiteContentBody,
  type SiteContentDocument,
  type SiteContentDraft,
  type SiteContentKey,
  type SiteContentRevision,
} from '@ministry/contracts/site-content';
import { ApiError, apiGet, apiSend, apiUpload } from '@ministry/platform/api';

/** A revision with what it published (`GET …/revisions/<id>`). */
export type SiteContentRevisionDetail = SiteContentRevision & { content: SiteContentDocument };

const revisionsPath = (key: SiteContentKey) => `${adminSiteContentPath(key)}/revisions`;
const revisionPath = (key: SiteContentKey, id: string) => `${revisionsPath(key)}/${encodeURIComponent(id)}`;

/** The document's draft (or what is published, when there is no draft) with its version. */
export function useSiteContentDraft(key: SiteContentKey) {
  return useSWR<SiteContentDraft>(adminSiteContentPath(key), apiGet, { revalidateOnFocus: false });
}

/** Its revisions, newest first. */
export function useSiteContentRevisions(key: SiteContentKey) {
  return useSWR<SiteContentRevision[]>(revisionsPath(key), apiGet);
}

/** Reads the revisions again (after a publish or a restore). */
export function useRefreshRevisions(key: SiteContentKey): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(revisionsPath(key));
}

/** One revision with its content, once `id` is given. */
export function useSiteContentRevision(key: SiteContentKey, id: string | null) {
  return useSWR<SiteContentRevisionDetail>(id ? revisionPath(key, id) : null, apiGet);
}

/** Saves the draft; a `version` someone else has saved past answers 409. */
export function saveDraft(key: SiteContentKey, version: number, content: unknown): Promise<SiteContentDraft> {
  return apiSend<SiteContentDraft>('PUT', adminSiteContentPath(key), { version, content });
}

/** Publishes the saved draft of `version`; missing translations answer 409 unless allowed. */
export function publishDraft(key: SiteContentKey, body: PublishSiteContentBody): Promise<unknown> {
  return apiSend('POST', `${adminSiteContentPath(key)}/publish`, body);
}

/** Makes a revision the draft (a new version); answers that draft. */
export function restoreRevision(key: SiteContentKey, id: string): Promise<SiteContentDraft> {
  return apiSend<SiteContentDraft>('POST', `${revisionPath(key, id)}/restore`);
}

/** Uploads a picture (the file itself as the body); answers where it is served. */
export function uploadPicture(file: File): Promise<Pick<ContentPicture, 'url'>> {
  return apiUpload<Pick<ContentPicture, 'url'>>(SITE_CONTENT_IMAGE_UPLOAD_PATH, file);
}

/** The texts a refused publish lists as missing a translation (409 with `missing`), or null. */
export function missingInRefusal(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { missing?: unknown };
    return Array.isArray(body.missing) ? body.missing.map(String) : null;
  } catch {
    return null;
  }
}
