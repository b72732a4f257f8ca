import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pictures a link preview and the Organization's JSON-LD point to, shipped with this service
 * (`assets/`, beside `src/` and `dist/`) and served by it under /social/ with a hash in the name, so
 * they can be cached for a year: the ministry's card (1200×630, the default preview of every page)
 * and its logo (512×512, the favicon's mark).
 */
export const ASSETS_DIR = join(__dirname, '..', '..', 'assets');
export const SOCIAL_PREFIX = '/social/';

export interface SocialImage {
  /** The address path: '/social/ministry-card.0123456789.png'. */
  path: string;
  body: Buffer;
  type: 'image/png';
  width: number;
  height: number;
}

export interface SocialImages {
  card: SocialImage;
  logo: SocialImage;
  byPath: ReadonlyMap<string, SocialImage>;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(body: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (
    body.length < 24 ||
    body.subarray(0, 8).toString('hex') !== signature ||
    body.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('not a PNG image');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

function load(dir: string, name: string): SocialImage {
  const body = readFileSync(join(dir, `${name}.png`));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { path: `${SOCIAL_PREFIX}${name}.${hash}.png`, body, type: 'image/png', ...pngSize(body) };
}

/** Read once at start: a missing or broken picture stops the service before it listens. */
export function loadSocialImages(dir: string = ASSETS_DIR): SocialImages {
  const card = load(dir, 'ministry-card');
  const logo = load(dir, 'logo');
  return { card, logo, byPath: new Map([card, logo].map((image) => [image.path, image])) };
}
