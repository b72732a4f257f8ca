import { expect, type APIRequestContext } from '@playwright/test';
import type { SiteContentDraft, SiteContentKey, SiteContentRevision } from '@ministry/contracts/site-content';
import { E2E_BASE_URL } from './site';

/** The signed-in editor's API (her context's request): the document's draft and history. */
const path = (key: SiteContentKey, rest = '') => `${E2E_BASE_URL}/api/admin/site-content/${key}${rest}`;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function readDraft(request: APIRequestContext, key: SiteContentKey): Promise<SiteContentDraft> {
  return json<SiteContentDraft>(await request.get(path(key)));
}

/** The newest revision, the one visitors see. */
export async function latestRevision(
  request: APIRequestContext,
  key: SiteContentKey,
): Promise<SiteContentRevision> {
  const [latest] = await json<SiteContentRevision[]>(await request.get(path(key, '/revisions')));
  if (!latest) throw new Error(`${key} has never been published`);
  return latest;
}

/**
 * Puts back what visitors saw before a test changed a shared document: restores that revision and
 * publishes it, unless it is still the newest and there is no draft (the test ended cleanly).
 */
export async function republish(
  request: APIRequestContext,
  key: SiteContentKey,
  revision: SiteContentRevision,
): Promise<void> {
  const [latest, draft] = await Promise.all([latestRevision(request, key), readDraft(request, key)]);
  if (latest.id === revision.id && !draft.unpublished) return;
  const restored = await json<SiteContentDraft>(
    await request.post(path(key, `/revisions/${revision.id}/restore`), {
      headers: { Origin: E2E_BASE_URL },
    }),
  );
  if (!restored.unpublished) return;
  await json(
    await request.post(path(key, '/publish'), {
      data: { version: restored.version, allowMissingTranslations: true },
      headers: { Origin: E2E_BASE_URL },
    }),
  );
}
