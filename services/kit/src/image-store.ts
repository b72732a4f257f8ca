import { Readable } from 'node:stream';
import type { Context } from 'koa';
import mongoose, { type Connection } from 'mongoose';
import type { ProcessedImage } from './image-upload';
import { serveVariant } from './image-variants';

/**
 * Uploaded pictures live in the service's database (GridFS, one bucket per kind of picture), so every
 * instance and a restarted container serve them. Each upload gets a new id and URL, so a URL's bytes
 * never change and may be cached for good (`IMMUTABLE_CACHE`).
 */
export interface ImageBucket {
  connection: Connection;
  /** The GridFS bucket (`product_images`, `site_images`). */
  name: string;
  /** The public path the pictures are served under (`/api/products/images`). */
  route: string;
}

/** The Cache-Control of a stored picture: its URL never changes its bytes. */
export const IMMUTABLE_CACHE = `public, max-age=${365 * 24 * 60 * 60}, immutable`;

const STORED_FILE = /^([0-9a-f]{24})\.webp$/;

function gridfs({ connection, name }: ImageBucket): mongoose.mongo.GridFSBucket {
  const database = connection.db;
  if (!database) throw new Error(`the database of ${name} is not connected`);
  return new mongoose.mongo.GridFSBucket(database, { bucketName: name });
}

/** Stores a processed picture with `info` in its metadata (who uploaded it, for what) and answers its URL. */
export async function storeImage(
  bucket: ImageBucket,
  image: ProcessedImage,
  info: Record<string, string>,
): Promise<string> {
  const id = new mongoose.Types.ObjectId();
  const upload = gridfs(bucket).openUploadStreamWithId(id, `${id.toHexString()}.webp`, {
    metadata: { contentType: image.contentType, width: image.width, height: image.height, ...info },
  });
  await new Promise<void>((resolve, reject) => {
    Readable.from([image.bytes]).pipe(upload).on('finish', resolve).on('error', reject);
  });
  return `${bucket.route}/${id.toHexString()}.webp`;
}

export interface ImageFile {
  id: string;
  contentType: string;
  length: number;
  open: () => NodeJS.ReadableStream;
}

/** A stored picture by its file name ("<id>.webp"), or null. */
export async function findStoredImage(bucket: ImageBucket, file: string): Promise<ImageFile | null> {
  const match = STORED_FILE.exec(file);
  if (!match?.[1]) return null;
  const id = new mongoose.Types.ObjectId(match[1]);
  const store = gridfs(bucket);
  const [found] = await store.find({ _id: id }).limit(1).toArray();
  if (!found) return null;
  return {
    id: match[1],
    contentType: String(found.metadata?.contentType ?? 'image/webp'),
    length: found.length,
    open: () => store.openDownloadStream(id),
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Answers a stored picture (`ctx` of a GET), or one of its width variants (`<id>.w480.webp`),
 * immutable and revalidated by its id; false when there is no such picture (the caller answers 404
 * or tries its other pictures).
 */
export async function serveStoredImage(bucket: ImageBucket, file: string, ctx: Context): Promise<boolean> {
  const served = await serveVariant(ctx, file, async (stem) => {
    const stored = await findStoredImage(bucket, `${stem}.webp`);
    return stored
      ? {
          load: () => readAll(stored.open()),
          format: 'raster',
          tag: stored.id,
          cacheControl: IMMUTABLE_CACHE,
        }
      : null;
  });
  if (served) return true;
  const image = await findStoredImage(bucket, file);
  if (!image) return false;
  ctx.set('Cache-Control', IMMUTABLE_CACHE);
  ctx.etag = image.id;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.type = image.contentType;
  ctx.length = image.length;
  ctx.body = image.open();
  return true;
}
