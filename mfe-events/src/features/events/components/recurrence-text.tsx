import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import { effectiveType, weeklyDays } from '@ministry/contracts/recurrence';
import { dayOfInstant } from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatDay, formatList, formatMonthDay, weekdayName } from '../event-dates';
import { recurrenceOf } from '@ministry/contracts/event';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 'Every Tuesday and Thursday until June 1, 2025', or null for a single event. */
export function useRecurrenceText(): (event: MinistryEvent) => string | null {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (event) => {
    const rule = recurrenceOf(event);
    const type = effectiveType(rule);
    if (!type) return null;
    let text: string;
    if (type === 'weekly') {
      const days = weeklyDays(rule).map((index) => weekdayName(WEEKDAYS[index]!, language));
      text = t('recurrence.weekly', { days: formatList(days, language) });
    } else if (type === 'monthly') {
      text = t('recurrence.monthly', { day: Number(rule.start.slice(8)) });
    } else {
      text = t('recurrence.yearly', { date: formatMonthDay(rule.start, language) });
    }
    if (!event.recurringEndDate) return text;
    return `${text} ${t('recurrence.until', { date: formatDay(dayOfInstant(event.recurringEndDate), language, 'long') })}`;
  };
}

export function RecurrenceText({ event }: { event: MinistryEvent }) {
  const text = useRecurrenceText()(event);
  return text ? <span>{text}</span> : null;
}
