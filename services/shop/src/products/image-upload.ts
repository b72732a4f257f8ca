import type { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { MAX_PRODUCT_IMAGE_BYTES } from '@ministry/contracts/admin-product';
import { AppError } from '@ministry/kit/errors';

/** What the shop shows at most: its product page's column at twice the pixel density. */
export const PRODUCT_IMAGE_MAX_SIDE = 1200;
/** A bigger picture is refused before it is decoded (a small file can unpack into gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type UploadFormat = 'jpeg' | 'png' | 'webp';

const tooLarge = () => new AppError(413, 'product.imageTooLarge');

/**
 * The request's body, read here because it is a file, not JSON: at most `limit` bytes. A declared
 * length over the limit is refused unread; a body that runs over is cut off and the rest discarded.
 */
export async function readUpload(req: IncomingMessage, limit = MAX_PRODUCT_IMAGE_BYTES): Promise<Buffer> {
  // The JSON body parser has already read a body sent as JSON: that is no picture.
  if (req.readableEnded) throw new AppError(415, 'product.imageType');
  const declared = Number(req.headers['content-length']);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(bytes);
  }
  if (size === 0) throw new AppError(400, 'product.imageRequired');
  return Buffer.concat(chunks, size);
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The picture's format from its first bytes (never from its name or declared type), or null. */
export function detectFormat(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Decodes the upload, turns it upright, fits it inside what the shop shows and writes it as WebP with
 * no metadata (a phone's EXIF carries where the photo was taken). A damaged file is refused.
 */
export async function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = detectFormat(bytes);
  if (!format) throw new AppError(415, 'product.imageType');
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new AppError(415, 'product.imageType');
    const { data, info } = await image
      .rotate()
      .resize(PRODUCT_IMAGE_MAX_SIDE, PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(400, 'product.imageTooManyPixels');
    throw new AppError(400, 'product.imageCorrupt');
  }
}
