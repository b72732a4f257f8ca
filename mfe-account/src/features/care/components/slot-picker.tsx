import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { addDays, dayOfInstant, todayInNewYork } from '@ministry/contracts/calendar-day';
import type { Slot } from '@ministry/contracts/care';
import { formatCalendarDay } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { useSlots, type SlotSearch } from '../api/care';
import { formatDay, formatTime, slotName } from '../format';
import { NAMESPACE } from '../texts';

/** How many days one page of free times covers. */
export const SLOT_DAYS = 14;

interface SlotPickerProps {
  search: Omit<SlotSearch, 'from' | 'days'>;
  /** The chosen slot's start (ISO), if any. */
  chosen: string;
  onPick: (slot: Slot) => void;
  /** Names the counselor of each time (first available: each time is someone's). */
  nameOf?: (counselorId: string) => string;
  /** Ids tying an error (the form's) to the picker. */
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
}

/**
 * Free times two weeks at a time: the days that have any, as buttons, then that day's times as
 * buttons named "9:00 AM, Tuesday, March 4" (the visible time first), all in New York time.
 */
export function SlotPicker({
  search,
  chosen,
  onPick,
  nameOf,
  invalid,
  describedBy,
  labelledBy,
}: SlotPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const today = todayInNewYork();
  const [from, setFrom] = useState(today);
  const { data, error, isLoading, mutate } = useSlots({ ...search, from, days: SLOT_DAYS });
  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of data?.slots ?? []) {
      const day = dayOfInstant(slot.startsAt);
      days.set(day, [...(days.get(day) ?? []), slot]);
    }
    return days;
  }, [data]);
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && byDay.has(day) ? day : (byDay.keys().next().value ?? null);
  const searchKey = JSON.stringify(search);
  useEffect(() => {
    setFrom(todayInNewYork());
    setDay(null);
  }, [searchKey]);

  const last = addDays(from, SLOT_DAYS - 1);
  let body;
  if (isLoading) body = <LoadingState label={t('care.slots.loading')} />;
  else if (error) body = <ErrorState message={t('care.slots.loadError')} onRetry={() => void mutate()} />;
  else if (byDay.size === 0) body = <p className="mb-2">{t('care.slots.none')}</p>;
  else
    body = (
      <>
        <p className="small text-secondary mb-1">{t('care.slots.days')}</p>
        <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('care.slots.days')}>
          {[...byDay.entries()].map(([key, slots]) => (
            <Button
              key={key}
              size="sm"
              variant={key === shownDay ? 'primary' : 'outline-primary'}
              aria-pressed={key === shownDay}
              onClick={() => setDay(key)}
            >
              {formatDay(slots[0]!.startsAt, language)}
            </Button>
          ))}
        </div>
        {shownDay && (
          <div
            className="d-flex flex-wrap gap-2"
            role="group"
            aria-label={t('care.slots.times', {
              day: formatDay(byDay.get(shownDay)![0]!.startsAt, language),
            })}
            data-testid="slot-times"
          >
            {byDay.get(shownDay)!.map((slot) => {
              const counselor = nameOf?.(slot.counselorId);
              const name = slotName(slot.startsAt, language);
              return (
                <Button
                  key={`${slot.counselorId}-${slot.startsAt}`}
                  size="sm"
                  variant={slot.startsAt === chosen ? 'success' : 'outline-secondary'}
                  aria-pressed={slot.startsAt === chosen}
                  aria-label={counselor ? `${name}, ${counselor}` : name}
                  onClick={() => onPick(slot)}
                >
                  {formatTime(slot.startsAt, language)}
                  {counselor && <span className="d-block small">{counselor}</span>}
                </Button>
              );
            })}
          </div>
        )}
      </>
    );

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      tabIndex={-1}
      className="mb-3"
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="small text-secondary">
          {t('care.slots.range', {
            from: formatCalendarDay(from, language, 'long'),
            to: formatCalendarDay(last, language, 'long'),
          })}
        </span>
        <Button
          size="sm"
          variant="link"
          disabled={from <= today}
          onClick={() =>
            setFrom((current) =>
              addDays(current, -SLOT_DAYS) < today ? today : addDays(current, -SLOT_DAYS),
            )
          }
        >
          {t('care.slots.earlier')}
        </Button>
        <Button size="sm" variant="link" onClick={() => setFrom((current) => addDays(current, SLOT_DAYS))}>
          {t('care.slots.later')}
        </Button>
      </div>
      {body}
    </div>
  );
}
