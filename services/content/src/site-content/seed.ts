import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SITE_CONTENT_KEYS,
  type Bilingual,
  type ContentPicture,
  type SiteContentDocument,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import { storeImage } from '@ministry/kit/image-store';
import { rasteriseSvg } from '@ministry/kit/image-upload';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { siteImages } from './images';
import { ensureSiteContentIndexes, revisions } from './model';
import { SITE_CONTENT_SEED } from './seed/index';
import type { SiteContentContext } from './service';

/** The portraits the site started with (`assets/seed-pictures/<id>.svg`, beside `src/` and `dist/`). */
export const SEED_PICTURES_DIR = join(__dirname, '..', '..', 'assets', 'seed-pictures');

/** Twice the largest size each kind of portrait is shown at (team page: 160 px; testimonials: 112 px). */
const TEAM_PHOTO_SIDE = 320;
const TESTIMONIAL_PHOTO_SIDE = 224;
/** The founder on the about page is the team's first member, with the same portrait. */
const FOUNDER_PORTRAIT = 'maria-rodriguez';

/** A seed portrait stored through the image store as WebP, with its alt text in both languages. */
async function seedPortrait(
  context: SiteContentContext,
  id: string,
  name: string | Bilingual,
  side: number,
): Promise<ContentPicture> {
  const names = typeof name === 'string' ? { en: name, es: name } : name;
  const svg = await readFile(join(SEED_PICTURES_DIR, `${id}.svg`));
  const url = await storeImage(siteImages(context.connection), await rasteriseSvg(svg, side), {
    uploadedBy: 'seed',
  });
  return { url, alt: { en: `Portrait of ${names.en}`, es: `Retrato de ${names.es}` } };
}

/** The seed's people with their portraits stored, `side` pixels wide. */
function withPortraits<Person extends { id: string; name: string }>(
  context: SiteContentContext,
  people: Person[],
  side: number,
): Promise<Person[]> {
  return Promise.all(
    people.map(async (person) => ({
      ...person,
      photo: await seedPortrait(context, person.id, person.name, side),
    })),
  );
}

/** The seed document of `key`, its portraits stored (only for a key about to be seeded). */
async function seedDocument(context: SiteContentContext, key: SiteContentKey): Promise<SiteContentDocument> {
  const { about, team, testimonials } = SITE_CONTENT_SEED;
  if (key === 'about') {
    const photo = await seedPortrait(context, FOUNDER_PORTRAIT, about.founder.name, TEAM_PHOTO_SIDE);
    return { ...about, founder: { ...about.founder, photo } };
  }
  if (key === 'team') return { members: await withPortraits(context, team.members, TEAM_PHOTO_SIDE) };
  if (key === 'testimonials')
    return {
      testimonials: await withPortraits(context, testimonials.testimonials, TESTIMONIAL_PHOTO_SIDE),
    };
  return SITE_CONTENT_SEED[key];
}

/**
 * On start: each key that was never published gets today's site as its published revision 1 (who:
 * nobody). Idempotent, also between instances starting together: the unique `{ key, revision }`
 * lets one revision 1 in.
 */
export async function seedSiteContent(context: SiteContentContext): Promise<void> {
  await ensureSiteContentIndexes(context.connection);
  for (const key of SITE_CONTENT_KEYS) {
    if (await revisions(context.connection).findOne({ key }, { projection: { _id: 1 } })) continue;
    try {
      await revisions(context.connection).insertOne({
        key,
        revision: 1,
        content: await seedDocument(context, key),
        publishedAt: context.now(),
        publishedBy: null,
        fromVersion: null,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
