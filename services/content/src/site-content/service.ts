import { isDeepStrictEqual } from 'node:util';
import mongoose, { type Connection } from 'mongoose';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import {
  type MinistryContent,
  type PublishedSiteContent,
  type PublishSiteContentBody,
  type SaveSiteContentBody,
  type SiteContentDocument,
  type SiteContentDraft,
  type SiteContentKey,
  type SiteContentRevision,
} from '@ministry/contracts/site-content';
import { missingTranslations } from '@ministry/contracts/site-content-fields';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { draftId, drafts, revisions, type DraftRecord, type RevisionRecord } from './model';

/** What the site-content logic works with (built once in app.ts, or by a test). */
export interface SiteContentContext {
  connection: Connection;
  now: () => Date;
}

/** Publishing refused until the editor confirms: these texts have one language only. */
export class TranslationsMissing extends AppError {
  readonly missing: string[];
  constructor(missing: string[]) {
    super(409, 'siteContent.translationsMissing');
    this.missing = missing;
  }
}

const notFound = () => new AppError(404, 'siteContent.notFound');
const conflict = () => new AppError(409, 'siteContent.versionConflict');
const revisionNotFound = () => new AppError(404, 'siteContent.revisionNotFound');

/** Drafts older than this many versions are dropped after a save (history is in the revisions). */
const DRAFTS_KEPT = 20;

async function latestRevision(context: SiteContentContext, key: SiteContentKey) {
  return revisions(context.connection).findOne({ key }, { sort: { revision: -1 } });
}

async function latestDraft(context: SiteContentContext, key: SiteContentKey) {
  return drafts(context.connection).findOne({ key }, { sort: { version: -1 } });
}

/** What visitors see of `key`, or null before anything was published. */
export async function publishedContent(
  context: SiteContentContext,
  key: SiteContentKey,
): Promise<PublishedSiteContent | null> {
  const found = await latestRevision(context, key);
  if (!found) return null;
  return {
    key,
    content: found.content,
    revision: found.revision,
    publishedAt: found.publishedAt.toISOString(),
  };
}

/**
 * The ministry's details as published (the `ministry` document), for this service's own e-mails and
 * PDFs: read from its database, as `GET /api/site-content/ministry` answers them; the seed before the
 * first publish. Other services read them over HTTP (the kit's `ministryDetails`).
 */
export async function publishedMinistry(context: SiteContentContext): Promise<MinistryContent> {
  const found = await latestRevision(context, 'ministry');
  return found ? (found.content as MinistryContent) : MINISTRY_CONTENT;
}

/** The editor's view: the latest draft, else the published document as version 0. */
async function currentDraft(context: SiteContentContext, key: SiteContentKey) {
  const [draft, published] = await Promise.all([latestDraft(context, key), latestRevision(context, key)]);
  if (!draft && !published) throw notFound();
  const view: SiteContentDraft = draft
    ? {
        key,
        content: draft.content,
        version: draft.version,
        unpublished: !published || !isDeepStrictEqual(draft.content, published.content),
        updatedAt: draft.updatedAt.toISOString(),
        updatedBy: draft.updatedBy,
        missingTranslations: missingTranslations(key, draft.content),
      }
    : {
        key,
        content: published!.content,
        version: 0,
        unpublished: false,
        updatedAt: published!.publishedAt.toISOString(),
        updatedBy: published!.publishedBy,
        missingTranslations: missingTranslations(key, published!.content),
      };
  return { view, published };
}

export async function draftOf(context: SiteContentContext, key: SiteContentKey): Promise<SiteContentDraft> {
  return (await currentDraft(context, key)).view;
}

/**
 * Inserts the draft that follows `version`. The insert is the version check: of two saves from the
 * same version only one insert succeeds, the other is a duplicate key and answers 409.
 */
async function insertDraft(
  context: SiteContentContext,
  key: SiteContentKey,
  version: number,
  content: SiteContentDocument,
  editor: string,
): Promise<void> {
  const next: DraftRecord = {
    _id: draftId(key, version + 1),
    key,
    version: version + 1,
    content,
    updatedAt: context.now(),
    updatedBy: editor,
  };
  try {
    await drafts(context.connection).insertOne(next);
  } catch (error) {
    if (isDuplicateKey(error)) throw conflict();
    throw error;
  }
  await drafts(context.connection)
    .deleteMany({ key, version: { $lt: next.version - DRAFTS_KEPT } })
    .catch(() => undefined);
}

/** Saves a draft (the content already validated); a `version` that is not the current one is 409. */
export async function saveDraft(
  context: SiteContentContext,
  key: SiteContentKey,
  body: SaveSiteContentBody,
  editor: string,
): Promise<SiteContentDraft> {
  const { view } = await currentDraft(context, key);
  if (body.version !== view.version) throw conflict();
  await insertDraft(context, key, view.version, body.content, editor);
  return draftOf(context, key);
}

/**
 * Publishes the draft of `body.version` as the next revision. Refused when the version is stale,
 * when nothing changed, and (unless confirmed) when a text lacks its translation.
 */
export async function publish(
  context: SiteContentContext,
  key: SiteContentKey,
  body: PublishSiteContentBody,
  editor: string,
): Promise<SiteContentDraft> {
  const { view, published } = await currentDraft(context, key);
  if (body.version !== view.version) throw conflict();
  if (!view.unpublished) throw new AppError(409, 'siteContent.nothingToPublish');
  if (view.missingTranslations.length > 0 && body.allowMissingTranslations !== true)
    throw new TranslationsMissing(view.missingTranslations);
  const record: RevisionRecord = {
    key,
    revision: (published?.revision ?? 0) + 1,
    content: view.content,
    publishedAt: context.now(),
    publishedBy: editor,
    fromVersion: view.version,
  };
  try {
    await revisions(context.connection).insertOne(record);
  } catch (error) {
    // Another editor published at the same moment.
    if (isDuplicateKey(error)) throw conflict();
    throw error;
  }
  return draftOf(context, key);
}

const revisionLine = (found: mongoose.mongo.WithId<RevisionRecord>): SiteContentRevision => ({
  id: found._id.toHexString(),
  revision: found.revision,
  publishedAt: found.publishedAt.toISOString(),
  publishedBy: found.publishedBy,
});

/** Every publish of `key`, newest first. */
export async function listRevisions(
  context: SiteContentContext,
  key: SiteContentKey,
): Promise<SiteContentRevision[]> {
  const found = await revisions(context.connection)
    .find({ key }, { projection: { content: 0 } })
    .sort({ revision: -1 })
    .toArray();
  return found.map(revisionLine);
}

async function findRevision(context: SiteContentContext, key: SiteContentKey, id: string) {
  if (!/^[0-9a-f]{24}$/.test(id)) throw revisionNotFound();
  const found = await revisions(context.connection).findOne({ _id: new mongoose.Types.ObjectId(id), key });
  if (!found) throw revisionNotFound();
  return found;
}

export async function revisionOf(
  context: SiteContentContext,
  key: SiteContentKey,
  id: string,
): Promise<SiteContentRevision & { content: SiteContentDocument }> {
  const found = await findRevision(context, key, id);
  return { ...revisionLine(found), content: found.content };
}

/** Makes a new draft from a published revision (what visitors see changes only on the next publish). */
export async function restoreRevision(
  context: SiteContentContext,
  key: SiteContentKey,
  id: string,
  editor: string,
): Promise<SiteContentDraft> {
  const found = await findRevision(context, key, id);
  const { view } = await currentDraft(context, key);
  await insertDraft(context, key, view.version, found.content, editor);
  return draftOf(context, key);
}
