import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  monthGrid,
  startOfMonth,
  weekdayIndex,
  type CalendarDay,
} from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { categoryColor } from '../categories';
import { formatDay, formatMonth, weekdayHeaders } from '../event-dates';

export interface MonthCalendarProps {
  /** The first day of the month shown. */
  month: CalendarDay;
  today: CalendarDay;
  selected: CalendarDay | null;
  /** The categories of the events on each day that has any (one entry per occurrence). */
  marks: ReadonlyMap<CalendarDay, readonly string[]>;
  onSelect: (day: CalendarDay) => void;
  onMonthChange: (month: CalendarDay) => void;
}

const MAX_DOTS = 3;

function sameMonth(a: CalendarDay, b: CalendarDay): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** Where the keyboard focus should go when the month changes or nothing was focused yet. */
function initialFocus(month: CalendarDay, selected: CalendarDay | null, today: CalendarDay): CalendarDay {
  if (selected && sameMonth(selected, month)) return selected;
  if (sameMonth(today, month)) return today;
  return month;
}

/**
 * A month of six weeks, Sunday first, as an ARIA grid: one day button is in the tab order at a time;
 * the arrow keys move between days (into the previous or next month too), Home and End go to the
 * start and end of the week, Page Up and Page Down change the month, Enter or Space chooses the day.
 */
export function MonthCalendar({
  month,
  today,
  selected,
  marks,
  onSelect,
  onMonthChange,
}: MonthCalendarProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const titleId = useId();
  const helpId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const [focused, setFocused] = useState<CalendarDay>(() => initialFocus(month, selected, today));

  // Another month shown (the buttons above, or the page): the focusable day moves into it.
  const current = sameMonth(focused, month) ? focused : initialFocus(month, selected, today);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${current}"]`)?.focus();
  }, [current]);

  const { first } = monthGrid(month);
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)),
  );
  const headers = weekdayHeaders(language);

  const goTo = (day: CalendarDay) => {
    moveFocus.current = true;
    setFocused(day);
    if (!sameMonth(day, month)) onMonthChange(startOfMonth(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => CalendarDay> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, -weekdayIndex(current)),
      End: () => addDays(current, 6 - weekdayIndex(current)),
      PageUp: () => addMonths(current, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(current, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const choose = (day: CalendarDay) => {
    setFocused(day);
    onSelect(day);
    if (!sameMonth(day, month)) onMonthChange(startOfMonth(day));
  };

  const showMonth = (next: CalendarDay) => onMonthChange(startOfMonth(next));

  return (
    <div>
      <div className="d-flex align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => showMonth(addMonths(month, -1))}
          aria-label={t('calendar.previousMonth')}
          title={t('calendar.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className="h5 mb-0 flex-grow-1 text-center" aria-live="polite">
          {formatMonth(month, language)}
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => showMonth(addMonths(month, 1))}
          aria-label={t('calendar.nextMonth')}
          title={t('calendar.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            showMonth(today);
            choose(today);
          }}
        >
          {t('calendar.today')}
        </button>
      </div>
      <p id={helpId} className="visually-hidden">
        {t('calendar.keyboardHelp')}
      </p>
      <table
        ref={tableRef}
        role="grid"
        className="ev-calendar"
        aria-labelledby={titleId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.long} scope="col" abbr={header.long}>
                <span aria-hidden="true">{header.short}</span>
                <span className="visually-hidden">{header.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const categories = marks.get(day) ?? [];
                const isToday = day === today;
                const isSelected = day === selected;
                const outside = !sameMonth(day, month);
                const label = [
                  formatDay(day, language),
                  isToday ? t('calendar.todayMarker') : null,
                  categories.length ? t('calendar.eventCount', { count: categories.length }) : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                const dots = [...new Set(categories)].slice(0, MAX_DOTS);
                const classes = [
                  'ev-day',
                  outside && 'ev-day--outside',
                  categories.length > 0 && 'ev-day--has-events',
                  isToday && 'ev-day--today',
                  isSelected && 'ev-day--selected',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      className={classes}
                      tabIndex={day === current ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      data-day={day}
                      data-has-events={categories.length > 0}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="ev-dots" aria-hidden="true">
                        {dots.map((category) => (
                          <span
                            key={category}
                            className="ev-dot"
                            style={{ backgroundColor: categoryColor(category) }}
                          />
                        ))}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
