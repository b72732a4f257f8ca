import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@ministry/contracts/admin-product';

/** The file input's `accept`: the types the service takes. */
export const IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');
export const MAX_IMAGE_MEGABYTES = MAX_PRODUCT_IMAGE_BYTES / (1024 * 1024);

export type ImageProblem = 'type' | 'size';

/**
 * What is wrong with a chosen file before it is sent (null: nothing). The browser knows the type by
 * the name only; the service checks the content again.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return 'size';
  return null;
}
