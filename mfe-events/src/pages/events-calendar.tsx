import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EventOccurrence, MinistryEvent } from '@ministry/contracts/event';
import { monthGrid, startOfMonth, type CalendarDay } from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { useHydrated, useNow } from '@ministry/platform/platform-provider';
import { usePageTitle } from '@ministry/platform/page-title';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import '../styles.css';
import { calendarFeedUrl, useEventList, useOccurrences } from '../features/events/api/use-events';
import { calendarStart } from '../features/events/calendar-start';
import { CategoryLegend } from '../features/events/components/category-legend';
import { DayEventList, UpcomingEventList } from '../features/events/components/event-cards';
import type { OpenEvent } from '../features/events/components/event-modal';
import { MonthCalendar } from '../features/events/components/month-calendar';
import { nextEventDay } from '@ministry/contracts/event';
import { formatDay } from '../features/events/event-dates';

// The dialog (react-bootstrap's Modal) loads once the page is hydrated: the first visit's scripts go
// without react-bootstrap, and the page is written in Bootstrap's markup by hand.
const EventModal = lazy(() =>
  import('../features/events/components/event-modal').then((module) => ({ default: module.EventModal })),
);

/** The events of each day, from the occurrences the service expanded. */
function marksOf(occurrences: EventOccurrence[] | undefined): Map<CalendarDay, string[]> {
  const marks = new Map<CalendarDay, string[]>();
  for (const occurrence of occurrences ?? []) {
    const day = marks.get(occurrence.occurrenceDate) ?? [];
    day.push(occurrence.category);
    marks.set(occurrence.occurrenceDate, day);
  }
  return marks;
}

/** Each event that still has a day ahead, once, by its next day. */
function upcomingOf(events: MinistryEvent[] | undefined, today: CalendarDay) {
  return (events ?? [])
    .map((event) => ({ event, next: nextEventDay(event, today) }))
    .filter((entry): entry is { event: MinistryEvent; next: CalendarDay } => entry.next !== null)
    .sort((a, b) => (a.next === b.next ? 0 : a.next < b.next ? -1 : 1));
}

/**
 * /events: a month calendar with the days that have events marked (recurring ones included), the
 * category legend, and the events of the chosen day (today at first) or, with no day chosen, every
 * upcoming event. An event opens in a dialog. `?date=YYYY-MM-DD` chooses the first day shown.
 */
export default function EventsCalendarPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  usePageTitle(t('pages.eventsCalendar.title'));
  const [searchParams] = useSearchParams();
  // The server's clock on the server and while hydrating its page, so both show the same today.
  const now = useNow();
  const [start] = useState(() => calendarStart(searchParams.get('date'), now));
  const { today } = start;

  const [selected, setSelected] = useState<CalendarDay | null>(start.firstDay);
  const [month, setMonth] = useState<CalendarDay>(start.month);
  const [open, setOpen] = useState<OpenEvent | null>(null);
  // The dialog lives in a portal on document.body, which the server has not: it joins after hydration.
  const hydrated = useHydrated();

  const grid = monthGrid(month);
  const monthly = useOccurrences({ from: grid.first, to: grid.last });
  const selectedOutsideGrid = selected !== null && (selected < grid.first || selected > grid.last);
  const daily = useOccurrences(selectedOutsideGrid ? { from: selected, to: selected } : null);
  const list = useEventList();

  const marks = useMemo(() => marksOf(monthly.data), [monthly.data]);
  const dayData = selectedOutsideGrid ? daily : monthly;
  const dayEvents = (dayData.data ?? []).filter((occurrence) => occurrence.occurrenceDate === selected);
  const listData = selected ? dayData : list;
  const upcoming = useMemo(() => upcomingOf(list.data, today), [list.data, today]);
  const error = monthly.error ?? listData.error;

  const retry = () => {
    void monthly.mutate();
    void listData.mutate();
  };

  return (
    <div className="container py-5">
      <h1>{t('pages.eventsCalendar.title')}</h1>
      <p className="lead text-secondary mb-4">{t('calendar.intro')}</p>
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="card shadow-sm border-0">
            <div className="card-body">
              <section aria-label={t('calendar.label')}>
                <MonthCalendar
                  month={month}
                  today={today}
                  selected={selected}
                  marks={marks}
                  onSelect={setSelected}
                  onMonthChange={setMonth}
                />
              </section>
              <hr />
              <CategoryLegend />
              <p className="small text-secondary mt-3 mb-0">
                <a href={calendarFeedUrl(language)}>{t('calendar.subscribe')}</a>
                {' · '}
                {t('calendar.subscribeHelp')}
              </p>
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          <section aria-labelledby="events-list-title" aria-busy={listData.isLoading}>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
              <h2 id="events-list-title" className="h4 mb-0">
                {selected
                  ? t('list.dayTitle', { date: formatDay(selected, language) })
                  : t('list.allUpcoming')}
              </h2>
              {selected ? (
                <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setSelected(null)}>
                  {t('list.showAll')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-link btn-sm px-0"
                  onClick={() => {
                    setSelected(today);
                    setMonth(startOfMonth(today));
                  }}
                >
                  {t('list.showToday')}
                </button>
              )}
            </div>
            {error ? (
              <ErrorState title={t('list.loadError')} message={t('list.tryLater')} onRetry={retry} />
            ) : listData.isLoading || !listData.data ? (
              <LoadingState label={t('list.loading')} />
            ) : selected ? (
              dayEvents.length ? (
                <DayEventList
                  occurrences={dayEvents}
                  onOpen={(occurrence) => setOpen({ event: occurrence, day: occurrence.occurrenceDate })}
                />
              ) : (
                <p className="text-secondary">{t('list.noEventsForDate')}</p>
              )
            ) : upcoming.length ? (
              <UpcomingEventList events={upcoming} onOpen={(event, day) => setOpen({ event, day })} />
            ) : (
              <p className="text-secondary">{t('list.noUpcoming')}</p>
            )}
          </section>
        </div>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <EventModal open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
