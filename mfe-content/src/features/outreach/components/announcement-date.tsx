import { useTranslation } from 'react-i18next';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { localeOf } from '@ministry/contracts/language';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';

/** "Sent on December 2, 2026": the day in the ministry's time zone (the server's render says the same). */
export function AnnouncementDate({ sentAt, className }: { sentAt: string; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const date = dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: MINISTRY_TIME_ZONE });
  return (
    <p className={className ?? 'text-secondary small mb-2'}>
      <time dateTime={sentAt}>{t('outreach.archive.sentOn', { date: date.format(new Date(sentAt)) })}</time>
    </p>
  );
}
