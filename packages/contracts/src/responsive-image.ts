/**
 * Width variants of the pictures our services serve: `<name>.w<width>.webp` beside `<name>.svg` or
 * `<name>.webp` under an image route. Only these widths exist, so nobody can make a service resize
 * at will. The browser (srcset) and the pages service's head (preload) name them the same way.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** How wide each first-screen picture is laid out (the `sizes` of its <img> and of its preload). */
export const IMAGE_SIZES = {
  hero: '(min-width: 992px) 50vw, 100vw',
  productPage: '(min-width: 768px) 50vw, 100vw',
  productCard: '(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  resourceCard: '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  founder: '240px',
} as const;

const SERVED = /^(\/api\/(?:products|resources|site-content)\/images\/)([a-z0-9.-]+)\.(svg|webp)$/;
const VARIANT = /^([a-z0-9.-]+)\.w(\d+)\.webp$/;

/** A variant's file name split into its source's name without extension and its width (`x.w480.webp` → `x`, 480), or null. */
export function parseVariant(file: string): { stem: string; width: ImageWidth } | null {
  const match = VARIANT.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[2]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width)
    ? { stem: match[1], width: width as ImageWidth }
    : null;
}

/** The URL of `url`'s variant `width` pixels wide; null for a picture no service of ours serves. */
export function variantUrl(url: string, width: ImageWidth): string | null {
  const match = SERVED.exec(url);
  return match ? `${match[1]}${match[2]}.w${width}.webp` : null;
}

/**
 * The srcset of one of our photos (an upload, stored as WebP), its widths up to `largest` (what it
 * can be shown at, at twice the density); null for a picture offered as it is: a drawing (SVG is
 * sharp at every width and 3 to 5 times smaller than its WebP variants), a bundled asset, another
 * host's picture.
 */
export function imageSrcSet(url: string | null | undefined, largest: number = 1200): string | null {
  if (!url?.endsWith('.webp')) return null;
  // Up to the first width that covers `largest`: with widths in srcset, src is no candidate.
  const covering = IMAGE_WIDTHS.findIndex((width) => width >= largest);
  const widths = covering < 0 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, covering + 1);
  const entries = widths.flatMap((width) => {
    const variant = variantUrl(url, width);
    return variant ? [`${variant} ${width}w`] : [];
  });
  return entries.length ? entries.join(', ') : null;
}
