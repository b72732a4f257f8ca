import { newYorkWallClock } from '@ministry/contracts/datetime';
import { useTranslation } from 'react-i18next';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { clockTimeText, formatDay } from '../../events';

/** Seats left (or no limit), the waitlist's length and when sign-up closes. */
export function SeatsSummary({ occurrence }: { occurrence: OccurrenceDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { seats, closesAt, signupState } = occurrence;
  if (!seats || signupState === 'off') return null;
  const closes = closesAt ? newYorkWallClock(closesAt) : null;
  const left = seats.capacity === null ? null : Math.max(seats.capacity - seats.taken, 0);
  return (
    <div className="mb-3" data-testid="seats">
      {seats.capacity === null ? (
        <p className="mb-1">{t('signup.unlimited')}</p>
      ) : (
        <p className="fs-5 fw-semibold mb-1">
          {left
            ? t('signup.seatsLeft', { count: left, capacity: seats.capacity })
            : t('signup.noSeatsLeft', { capacity: seats.capacity })}
        </p>
      )}
      {seats.waitlist > 0 && (
        <p className="small text-secondary mb-1">{t('signup.waiting', { count: seats.waitlist })}</p>
      )}
      {closes && signupState !== 'closed' && (
        <p className="small text-secondary mb-0">
          {t('signup.closesAt', {
            date: formatDay(closes.day, language, 'long'),
            time: clockTimeText(closes.time, language),
          })}
        </p>
      )}
    </div>
  );
}
