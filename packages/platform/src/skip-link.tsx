import { useTranslation } from 'react-i18next';

/** The id of the element a skip link jumps to: each layout's `<main tabIndex={-1}>`. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab stop of every layout: hidden until focused, it moves the focus to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="visually-hidden-focusable skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}
