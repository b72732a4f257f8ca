import type { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { AppError } from './errors';

/** A bigger picture is refused before it is decoded (a small file can unpack into gigabytes). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type UploadFormat = 'jpeg' | 'png' | 'webp';

/**
 * What one kind of upload allows, and the catalogue its refusals are told from: `messages` is a
 * prefix whose `.imageType`, `.imageTooLarge`, `.imageRequired`, `.imageCorrupt` and
 * `.imageTooManyPixels` are message keys (`product`, `siteContent`).
 */
export interface ImageRules {
  /** The longest side kept: what the site shows at most, at twice the pixel density. */
  maxSide: number;
  maxBytes: number;
  messages: string;
}

const refusal = (rules: ImageRules, status: number, reason: string) =>
  new AppError(status, `${rules.messages}.${reason}`);

/**
 * The request's body, read here because it is a file, not JSON: at most `rules.maxBytes` bytes. A
 * declared length over the limit is refused unread; a body that runs over is cut off and the rest
 * discarded.
 */
export async function readUpload(req: IncomingMessage, rules: ImageRules): Promise<Buffer> {
  // The JSON body parser has already read a body sent as JSON: that is no picture.
  if (req.readableEnded) throw refusal(rules, 415, 'imageType');
  const declared = Number(req.headers['content-length']);
  if (declared > rules.maxBytes) throw refusal(rules, 413, 'imageTooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > rules.maxBytes) {
      req.resume();
      throw refusal(rules, 413, 'imageTooLarge');
    }
    chunks.push(bytes);
  }
  if (size === 0) throw refusal(rules, 400, 'imageRequired');
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

/** Turns `image` upright, fits it inside `maxSide` and writes it as WebP without metadata. */
async function toWebp(image: sharp.Sharp, maxSide: number): Promise<ProcessedImage> {
  const { data, info } = await image
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/**
 * Decodes an upload, turns it upright, fits it inside what the site shows and writes it as WebP with
 * no metadata (a phone's EXIF carries where the photo was taken). A damaged file is refused.
 */
export async function processImage(bytes: Buffer, rules: ImageRules): Promise<ProcessedImage> {
  const format = detectFormat(bytes);
  if (!format) throw refusal(rules, 415, 'imageType');
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw refusal(rules, 415, 'imageType');
    return await toWebp(image, rules.maxSide);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw refusal(rules, 400, 'imageTooManyPixels');
    throw refusal(rules, 400, 'imageCorrupt');
  }
}

/**
 * One of the service's own SVG drawings (trusted, shipped with the code) rasterised to a WebP `side`
 * pixels wide: what a seed stores for pictures an editor may later replace with an upload.
 */
export async function rasteriseSvg(svg: Buffer, side: number): Promise<ProcessedImage> {
  return toWebp(sharp(svg, { density: 300 }), side);
}
