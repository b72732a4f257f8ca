import type { IncomingMessage } from 'node:http';
import { MAX_PRODUCT_IMAGE_BYTES } from '@ministry/contracts/admin-product';
import {
  processImage,
  readUpload as readImageUpload,
  type ImageRules,
  type ProcessedImage,
} from '@ministry/kit/image-upload';

/** What the shop shows at most: its product page's column at twice the pixel density. */
export const PRODUCT_IMAGE_MAX_SIDE = 1200;

const PRODUCT_IMAGES: ImageRules = {
  maxSide: PRODUCT_IMAGE_MAX_SIDE,
  maxBytes: MAX_PRODUCT_IMAGE_BYTES,
  messages: 'product',
};

/** A product picture's bytes from the request (at most `limit`; see the kit's readUpload). */
export function readUpload(req: IncomingMessage, limit = MAX_PRODUCT_IMAGE_BYTES): Promise<Buffer> {
  return readImageUpload(req, { ...PRODUCT_IMAGES, maxBytes: limit });
}

/** A product picture checked by its content, upright, inside 1200×1200, as WebP (the kit's processImage). */
export function processProductImage(bytes: Buffer): Promise<ProcessedImage> {
  return processImage(bytes, PRODUCT_IMAGES);
}
