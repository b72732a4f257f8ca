import { isValidObjectId } from 'mongoose';
import type { Resource } from '@ministry/contracts/resource';
import {
  resourceInputSchema,
  type ResourceInput,
  type ResourceUpdate,
} from '@ministry/contracts/resource-input';
import { localeOf, type Language } from '@ministry/contracts/language';
import { ministryCityLine, ministryName } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { LIBRARY, libraryText } from './library';
import { ResourceModel } from './model';
import { renderPdf } from './pdf';

type StoredResource = NonNullable<Awaited<ReturnType<typeof findStored>>>;

function toResource(doc: StoredResource): Resource {
  return doc.toJSON() as unknown as Resource;
}

/** A malformed id is simply not found (404), never a cast error. */
async function findStored(id: string) {
  return isValidObjectId(id) && /^[a-f\d]{24}$/i.test(id) ? ResourceModel.findById(id) : null;
}

/** Every resource, in the order they were added. */
export async function listResources(): Promise<Resource[]> {
  const resources = await ResourceModel.find().sort({ createdAt: 1, _id: 1 });
  return resources.map(toResource);
}

export async function getResource(id: string): Promise<Resource | null> {
  const found = await findStored(id);
  return found ? toResource(found) : null;
}

export async function createResource(input: ResourceInput): Promise<Resource> {
  return toResource(await ResourceModel.create(input));
}

/** Applies a partial update; the merged record must still be a valid resource. Null when not found. */
export async function updateResource(id: string, changes: ResourceUpdate): Promise<Resource | null> {
  const found = await findStored(id);
  if (!found) return null;
  const current = toResource(found);
  const merged = await resourceInputSchema.validate(
    { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) },
    { abortEarly: false, stripUnknown: true },
  );
  found.set(merged);
  await found.save();
  return toResource(found);
}

export async function deleteResource(id: string): Promise<boolean> {
  const found = await findStored(id);
  if (!found) return false;
  await found.deleteOne();
  return true;
}

export interface DownloadableFile {
  fileName: string;
  body: Buffer;
}

export interface ResourceForDownload {
  type: Resource['type'];
  document: string | null;
}

/** The stored resource with what a download needs (the library key stays server-side). */
export async function resourceForDownload(id: string): Promise<ResourceForDownload | null> {
  const found = await findStored(id);
  return found ? { type: found.type as Resource['type'], document: found.document ?? null } : null;
}

// Rendered once per document and language while the ministry's published details stay the same (a
// promise, so concurrent first downloads render once); a new publish renders it again.
const rendered = new Map<string, { footer: string; body: Promise<Buffer> }>();

/**
 * The resource's file as a PDF in the asked language when it is written in it, its footer the
 * ministry's published name, city and e-mail; null without a file.
 */
export async function renderDownload(
  documentKey: string | null,
  language: Language,
  ministry: MinistryContent,
): Promise<DownloadableFile | null> {
  const document = documentKey ? LIBRARY[documentKey] : undefined;
  if (!document) return null;
  const { text, language: written } = libraryText(document, language);
  const cacheKey = `${documentKey}:${written}`;
  const name = ministryName(ministry, written);
  const footer = `${name} · ${ministryCityLine(ministry)} · ${ministry.email}`;
  let entry = rendered.get(cacheKey);
  if (entry?.footer !== footer) {
    const fresh = {
      footer,
      body: renderPdf({
        title: text.title,
        subtitle: text.subtitle,
        author: name,
        language: localeOf(written),
        blocks: text.blocks,
        footer,
      }),
    };
    fresh.body.catch(() => {
      if (rendered.get(cacheKey) === fresh) rendered.delete(cacheKey);
    });
    rendered.set(cacheKey, fresh);
    entry = fresh;
  }
  const body = await entry.body;
  const suffix = document.text.en && document.text.es ? `-${written}` : '';
  return { fileName: `${document.fileName}${suffix}.pdf`, body };
}
