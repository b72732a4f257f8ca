import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bannerIsActive, pickText, type BannerContent } from '@ministry/contracts/site-content';
import { useLanguage } from '@ministry/platform/i18n';
import { useNow } from '@ministry/platform/platform-provider';
import { useSiteContent } from '@ministry/platform/site-content';

/** Where a dismissed banner is remembered for the visit (its texts: a new announcement shows again). */
export const BANNER_DISMISSED_KEY = 'site-banner-dismissed';

/**
 * Today in New York as 'YYYY-MM-DD' (the banner's dates are New York days). calendar-day.ts's
 * `todayInNewYork` says the same; its module (month grids, weekdays) is not worth 1 KB of every
 * first visit for this one line.
 */
let newYorkDays: Intl.DateTimeFormat | undefined;

function newYorkToday(now: number): string {
  // Made once, and only for a banner with dates (bannerIsActive): the first formatter with a time
  // zone loads the browser's zone data (about 90 ms of a phone's main thread).
  newYorkDays ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = newYorkDays.formatToParts(now);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const bannerId = (banner: BannerContent) => `${banner.text.en}\n${banner.text.es}`;

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(BANNER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(id: string) {
  try {
    window.sessionStorage.setItem(BANNER_DISMISSED_KEY, id);
  } catch {
    // Storage refused (private mode): dismissed for this page only.
  }
}

/**
 * The site-wide announcement (the published `banner` document) above the header, while today in New
 * York is within its dates: its text in the visitor's language (the other when untranslated), its link
 * when it has one, and a button that hides it for the rest of the visit.
 */
export function SiteBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { content } = useSiteContent('banner');
  const now = useNow();
  // Read after the first render: the server (and the hydrating page) cannot know what she dismissed.
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setDismissed(readDismissed()), []);

  if (!content || !bannerIsActive(content, () => newYorkToday(now)) || dismissed === bannerId(content))
    return null;
  const { link } = content;
  const more = t('banner.more');
  return (
    <section aria-label={t('banner.label')} className="site-banner bg-primary text-white small">
      <div className="container-xl d-flex align-items-center gap-3 py-2">
        <p className="mb-0 flex-grow-1">
          {pickText(content.text, language)}
          {link &&
            (link.startsWith('/') && !link.startsWith('//') ? (
              <Link to={link} className="link-light ms-2 fw-semibold">
                {more}
              </Link>
            ) : (
              <a href={link} className="link-light ms-2 fw-semibold" rel="noopener">
                {more}
              </a>
            ))}
        </p>
        <button
          type="button"
          className="btn-close btn-close-white"
          aria-label={t('banner.dismiss')}
          onClick={() => {
            const id = bannerId(content);
            rememberDismissed(id);
            setDismissed(id);
          }}
        />
      </div>
    </section>
  );
}
