import type { ContentPicture } from '@ministry/contracts/site-content';
import { ResponsiveImage } from '@ministry/platform/responsive-image';
import { usePickText } from './site-content';

/** Words before a name that are not hers: a title ('Dr.', 'Rev.') or a calling ('Pastor'). */
const TITLE = /^(?:\p{L}+\.|pastor|pastora|hermana|sister)$/iu;

/** 'María Rodríguez' and 'Pastor María Rodríguez' → 'MR'; 'Dr. Sarah Johnson' → 'SJ'; 'Jennifer M.' → 'JM'. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  while (words.length > 2 && TITLE.test(words[0]!)) words.shift();
  const chosen = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return chosen.map((word) => word.charAt(0).toUpperCase()).join('');
}

/**
 * A person's photo (a team member, a testimonial, the founder), `size` pixels square, fetched as it
 * nears the screen unless it is the first screen's, with its text alternative in the reader's language. Without a photo: her initials
 * in the same circle (hidden from screen readers: her name is beside it).
 */
export function Portrait({
  photo,
  name,
  size,
  className,
  priority = false,
}: {
  photo: ContentPicture | null;
  name: string;
  size: number;
  className: string;
  /** The first screen's largest picture (the founder on the about page). */
  priority?: boolean;
}) {
  const pick = usePickText();
  if (!photo) {
    return (
      <span className={`${className} ct-portrait-initials`} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={photo.url}
      alt={pick(photo.alt)}
      className={className}
      width={size}
      height={size}
      sizes={`${size}px`}
      largest={size * 2}
      priority={priority}
    />
  );
}
