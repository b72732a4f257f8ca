import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { ChevronIcon } from './icons';

/**
 * The Read More / Read Less toggle of an expandable block: a real button, with aria-expanded and
 * aria-controls naming the region it opens. `about` names what it opens after the visible label
 * ("Read More, Counseling"), so the name still starts with what a voice-control user sees.
 */
export function ReadMoreToggle({
  expanded,
  onToggle,
  controls,
  about,
  className = '',
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  about?: string;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <button
      type="button"
      className={`btn btn-link ct-read-more p-0 ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={about && t(expanded ? 'shared.readLessOf' : 'shared.readMoreOf', { name: about })}
      onClick={onToggle}
    >
      {expanded ? t('shared.readLess') : t('shared.readMore')}
      <ChevronIcon className={expanded ? 'ct-chevron ct-chevron-up' : 'ct-chevron'} />
    </button>
  );
}

/**
 * The block a Read More toggle opens (`id` is the toggle's `controls`): hidden while closed, its
 * content (a member's detail, a testimonial's story) rendered while open.
 */
export function ReadMoreBlock({
  id,
  expanded,
  children,
}: {
  id: string;
  expanded: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} hidden={!expanded} className="ct-expanded">
      {expanded && children}
    </div>
  );
}
