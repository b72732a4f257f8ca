import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@ministry/platform/responsive-image';
import { NAMESPACE } from '../i18n';

/** The shop's pictures are square, drawn 600 pixels wide. */
const PICTURE_SIDE = 600;

/** A product picture in a square frame; a missing or broken image shows a quiet placeholder. */
export function ProductImage({
  src,
  alt,
  className = '',
  size,
  priority = false,
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** A fixed size in pixels (thumbnails); otherwise it fills its column. */
  size?: number;
  /** The first screen's largest picture: fetched at once, ahead of the scripts; others wait until near. */
  priority?: boolean;
  /** How wide it is laid out when it fills its column (IMAGE_SIZES); a fixed `size` says it itself. */
  sizes?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = size ? { width: size, height: size } : undefined;
  const frame = `ratio ratio-1x1 rounded overflow-hidden bg-light flex-shrink-0 ${className}`;
  if (!src || failedSrc === src) {
    return (
      <div className={frame} style={style} role="img" aria-label={alt || t('imagePlaceholder')}>
        <div
          className="d-flex align-items-center justify-content-center text-secondary"
          data-testid="image-placeholder"
        >
          <svg
            width="40%"
            height="40%"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
            <path d="M3 6h18" />
            <path d="M16 10a4 4 0 0 1-8 0" />
          </svg>
        </div>
      </div>
    );
  }
  return (
    <div className={frame} style={style}>
      <ResponsiveImage
        src={src}
        alt={alt}
        width={size ?? PICTURE_SIDE}
        height={size ?? PICTURE_SIDE}
        sizes={size ? `${size}px` : (sizes ?? '100vw')}
        largest={size ? size * 2 : undefined}
        priority={priority}
        className="object-fit-cover"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
