import type { Connection } from 'mongoose';
import type { SiteContentDocument, SiteContentKey } from '@ministry/contracts/site-content';

/**
 * Site content is kept as two append-only collections, each made exact by a unique key instead of a
 * conditional update (FerretDB v1 does not make "update if the version is still n" atomic):
 *
 * - `site_content_drafts`: every saved draft, `_id` `<key>:<version>`. Saving from version n inserts
 *   version n + 1; of two editors saving from the same version, the second insert is a duplicate key
 *   and she is told the page changed. The current draft is the key's highest version.
 * - `site_content_revisions`: every publish, unique on `{ key, revision }` the same way. What visitors
 *   see is the key's highest revision; a restore makes a new draft from an older one.
 */
export interface DraftRecord {
  _id: string;
  key: SiteContentKey;
  version: number;
  content: SiteContentDocument;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface RevisionRecord {
  key: SiteContentKey;
  revision: number;
  content: SiteContentDocument;
  publishedAt: Date;
  publishedBy: string | null;
  /** The draft version published (none for the seed). */
  fromVersion: number | null;
}

export const DRAFTS = 'site_content_drafts';
export const REVISIONS = 'site_content_revisions';

export const drafts = (connection: Connection) => connection.collection<DraftRecord>(DRAFTS);
export const revisions = (connection: Connection) => connection.collection<RevisionRecord>(REVISIONS);

export const draftId = (key: SiteContentKey, version: number): string => `${key}:${version}`;

/** The indexes the lookups and the unique publish need (idempotent; run on start and in tests). */
export async function ensureSiteContentIndexes(connection: Connection): Promise<void> {
  await revisions(connection).createIndex({ key: 1, revision: -1 }, { unique: true });
  await drafts(connection).createIndex({ key: 1, version: -1 });
}
