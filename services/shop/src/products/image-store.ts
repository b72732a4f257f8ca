import type { Context } from 'koa';
import { serveStoredImage, storeImage as storeInBucket, type ImageBucket } from '@ministry/kit/image-store';
import type { ProcessedImage } from '@ministry/kit/image-upload';
import { IMAGE_ROUTE } from './images';
import { ProductModel } from './model';

/**
 * Uploaded product pictures live in the shop's database (the kit's image store, bucket
 * `product_images`). Each upload gets a new id and URL, so old orders keep showing the picture they
 * were placed with.
 */
const productImages = (): ImageBucket => ({
  connection: ProductModel.db,
  name: 'product_images',
  route: IMAGE_ROUTE,
});

export interface StoredImageInfo {
  productId: string;
  uploadedBy: string;
}

/** Stores a processed picture and answers its public URL. */
export function storeImage(image: ProcessedImage, info: StoredImageInfo): Promise<string> {
  return storeInBucket(productImages(), image, { ...info });
}

/** Answers an uploaded picture by its file name ("<id>.webp"); false when there is none. */
export function serveUploadedImage(file: string, ctx: Context): Promise<boolean> {
  return serveStoredImage(productImages(), file, ctx);
}
