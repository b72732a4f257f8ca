import { imageSrcSet } from '@ministry/contracts/responsive-image';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The picture's own proportions (or the box it is shown in): the space it takes before it loads. */
  width: number;
  height: number;
  /** How wide it is laid out (IMAGE_SIZES), so the browser picks the variant it needs. */
  sizes: string;
  /** The widest variant worth offering (twice the widest it is shown at). */
  largest?: number;
  className?: string;
  /** The first screen's largest picture: asked for at once and first; any other waits until near. */
  priority?: boolean;
  onError?: () => void;
}

/**
 * A picture from one of our services in the width the screen needs (WebP variants; a bundled asset or
 * another host's picture has none and keeps its one `src`). Plain <img>, so it is in the server's
 * HTML and loads without waiting for JavaScript.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  largest,
  className,
  priority = false,
  onError,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src, largest) ?? undefined;
  return (
    <img
      // srcset and sizes before src: a browser starts the download at src as soon as it is set.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 passes it through only in lowercase.
      {...(priority && { fetchpriority: 'high' })}
      onError={onError}
    />
  );
}
