import type { Connection } from 'mongoose';
import { SITE_CONTENT_IMAGE_ROUTE } from '@ministry/contracts/site-content';
import type { ImageBucket } from '@ministry/kit/image-store';
import type { ImageRules } from '@ministry/kit/image-upload';

/** The site's uploaded pictures: the kit's image store, bucket `site_images`, served under /api/site-content/images. */
export const siteImages = (connection: Connection): ImageBucket => ({
  connection,
  name: 'site_images',
  route: SITE_CONTENT_IMAGE_ROUTE,
});

/** The widest the site shows a picture (the home page's hero) at twice the pixel density. */
export const SITE_IMAGE_RULES: ImageRules = {
  maxSide: 1600,
  maxBytes: 5 * 1024 * 1024,
  messages: 'siteContent',
};
