import { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { IMAGE_ROUTE } from './images';
import type { ProcessedImage } from './image-upload';
import { ProductModel } from './model';

/**
 * Uploaded product pictures live in the shop's database (GridFS), so every shop instance and a
 * restarted container serve them. Each upload gets a new id and URL, so a URL's bytes never change
 * and old orders keep showing the picture they were placed with.
 */
const BUCKET = 'product_images';
const STORED_FILE = /^([0-9a-f]{24})\.webp$/;

function bucket(): mongoose.mongo.GridFSBucket {
  const database = ProductModel.db.db;
  if (!database) throw new Error('the shop database is not connected');
  return new mongoose.mongo.GridFSBucket(database, { bucketName: BUCKET });
}

export interface StoredImageInfo {
  productId: string;
  uploadedBy: string;
}

/** Stores a processed picture and answers its public URL. */
export async function storeImage(image: ProcessedImage, info: StoredImageInfo): Promise<string> {
  const id = new mongoose.Types.ObjectId();
  const upload = bucket().openUploadStreamWithId(id, `${id.toHexString()}.webp`, {
    metadata: { contentType: image.contentType, width: image.width, height: image.height, ...info },
  });
  await new Promise<void>((resolve, reject) => {
    Readable.from([image.bytes]).pipe(upload).on('finish', resolve).on('error', reject);
  });
  return `${IMAGE_ROUTE}/${id.toHexString()}.webp`;
}

export interface ImageFile {
  id: string;
  contentType: string;
  length: number;
  open: () => NodeJS.ReadableStream;
}

/** An uploaded picture by its file name ("<id>.webp"), or null. */
export async function findStoredImage(file: string): Promise<ImageFile | null> {
  const match = STORED_FILE.exec(file);
  if (!match?.[1]) return null;
  const id = new mongoose.Types.ObjectId(match[1]);
  const [found] = await bucket().find({ _id: id }).limit(1).toArray();
  if (!found) return null;
  return {
    id: match[1],
    contentType: String(found.metadata?.contentType ?? 'image/webp'),
    length: found.length,
    open: () => bucket().openDownloadStream(id),
  };
}
