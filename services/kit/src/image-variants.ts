import type { Context } from 'koa';
import sharp from 'sharp';
import { parseVariant, type ImageWidth } from '@ministry/contracts/responsive-image';
import { MAX_IMAGE_PIXELS } from './image-upload';

/** The picture a variant is made from, and how its own URL may be cached. */
export interface VariantSource {
  /** Its bytes, read only when the variant is not made yet. */
  load: () => Promise<Buffer | string> | Buffer | string;
  format: 'svg' | 'raster';
  /** Changes whenever the source's bytes do (a stored file's id, a drawing's hash). */
  tag: string;
  cacheControl: string;
}

/** Made variants, least recently served first, kept up to CACHE_BYTES in all. */
const CACHE_BYTES = 32 * 1024 * 1024;
const made = new Map<string, Buffer>();
const making = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function remember(key: string, bytes: Buffer) {
  made.set(key, bytes);
  cachedBytes += bytes.length;
  for (const [oldest, old] of made) {
    if (cachedBytes <= CACHE_BYTES) break;
    made.delete(oldest);
    cachedBytes -= old.length;
  }
}

/** `source` at `width` pixels wide (never wider than a raster source is) as WebP. */
export async function makeVariant(source: VariantSource, width: ImageWidth): Promise<Buffer> {
  const bytes = await source.load();
  const input = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  // A drawing is rasterised dense enough to be cut down to any width, never blown up.
  const image =
    source.format === 'svg'
      ? sharp(input, { density: 300 })
      : sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  return image
    .resize({ width, withoutEnlargement: source.format === 'raster' })
    .webp({ quality: 80 })
    .toBuffer();
}

/** One variant, made once per source and width while it stays in the cache (one making at a time). */
async function variantBytes(source: VariantSource, width: ImageWidth): Promise<Buffer> {
  const key = `${source.tag}:${width}`;
  const cached = made.get(key);
  if (cached) {
    made.delete(key);
    made.set(key, cached);
    return cached;
  }
  let pending = making.get(key);
  if (!pending) {
    pending = makeVariant(source, width)
      .then((bytes) => {
        remember(key, bytes);
        return bytes;
      })
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

/**
 * Answers `file` when it names a variant (`<stem>.w<width>.webp`, a width of IMAGE_WIDTHS) of a
 * picture `find` knows by its stem: WebP, cached as the source says, revalidated by ETag. False when
 * it names none (the caller answers 404): an unknown width is never made.
 */
export async function serveVariant(
  ctx: Context,
  file: string,
  find: (stem: string) => Promise<VariantSource | null> | VariantSource | null,
): Promise<boolean> {
  const variant = parseVariant(file);
  if (!variant) return false;
  const source = await find(variant.stem);
  if (!source) return false;
  ctx.set('Cache-Control', source.cacheControl);
  ctx.etag = `${source.tag}-w${variant.width}`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  const bytes = await variantBytes(source, variant.width);
  ctx.type = 'image/webp';
  ctx.length = bytes.length;
  ctx.body = bytes;
  return true;
}
