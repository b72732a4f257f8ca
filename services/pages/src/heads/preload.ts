import { array, object, string } from 'yup';
import type { PageKey } from '@ministry/contracts/pages';
import { DEFAULT_BIRTHSTONE } from '@ministry/contracts/product';
import { IMAGE_SIZES, imageSrcSet } from '@ministry/contracts/responsive-image';
import type { HeadReads } from './reads';
import type { ProductHeadData } from '../upstream/schemas';

/**
 * The first screen's largest picture, asked for from the head (`<link rel="preload" as="image">`)
 * before the body that shows it arrives: the same srcset and sizes as its <img>, so the browser
 * fetches the one file the <img> then uses.
 */
export interface ImagePreload {
  href: string;
  srcset: string | null;
  sizes: string | null;
}

/** A path on this site: nothing from elsewhere is asked for ahead of the page. */
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** One picture's preload (`largest`: the widest variant its <img> offers); null without one of the site's pictures. */
export function imagePreload(
  url: string | null | undefined,
  sizes: string,
  largest?: number,
): ImagePreload | null {
  if (!url || !SITE_PATH.test(url)) return null;
  const srcset = imageSrcSet(url, largest);
  return { href: url, srcset, sizes: srcset ? sizes : null };
}

/** The picture a product's page opens with: a bracelet's in the default birthstone. */
export function productPicture(
  product: Pick<ProductHeadData, 'type' | 'imageUrl' | 'birthstoneImageUrls'>,
): string {
  return (
    (product.type === 'bracelet' && product.birthstoneImageUrls?.[DEFAULT_BIRTHSTONE]) || product.imageUrl
  );
}

const OPTIONS = { stripUnknown: true, abortEarly: true } as const;
const firstOfList = (body: unknown) =>
  array(object({ imageUrl: string().nullable(), category: string().default('') }))
    .required()
    .validateSync(body, OPTIONS)[0];

/**
 * What a page without parameters opens with: the home page's published hero picture (its bundled
 * illustration has no address the head knows), the about page's founder, the shop's first product,
 * the first resource's cover (the Spanish guide shows its bundled logo instead). Null for others and
 * whenever the data is not there in time.
 */
export async function pagePreload(key: PageKey, reads: HeadReads): Promise<ImagePreload | null> {
  if (key === 'home') return imagePreload((await reads.published('home'))?.hero.image?.url, IMAGE_SIZES.hero);
  if (key === 'about') {
    const photo = (await reads.published('about'))?.founder.photo;
    return imagePreload(photo?.url, IMAGE_SIZES.founder, FOUNDER_LARGEST);
  }
  if (key === 'shop') {
    const first = await reads.json('/api/products', firstOfList);
    return first.status === 'found' ? imagePreload(first.data?.imageUrl, IMAGE_SIZES.productCard) : null;
  }
  if (key === 'resources') {
    const first = await reads.json('/api/resources', firstOfList);
    if (first.status !== 'found' || first.data?.category === 'spanish-resources') return null;
    return imagePreload(first.data?.imageUrl, IMAGE_SIZES.resourceCard);
  }
  return null;
}

/** The founder's portrait is shown 240 px wide: variants up to twice that. */
const FOUNDER_LARGEST = 480;
