import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Link, useParams } from 'react-router-dom';
import { localize } from '@ministry/contracts/language';
import { isCalendarDay } from '@ministry/contracts/calendar-day';
import { ApiError } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { useSession } from '@ministry/platform/session';
import { usePageTitle } from '@ministry/platform/page-title';
import { NotFound } from '@ministry/platform/states';
import { NAMESPACE } from '../i18n';
import { Loaded } from '../features/events';
import '../styles.css';
import { occurrenceKey, useOccurrence } from '../features/signup/api/occurrence';
import { OccurrenceDetails } from '../features/signup/components/occurrence-details';
import { SignupPanel } from '../features/signup/components/signup-panel';

function OccurrenceNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <NotFound
      title={t('occurrence.notFoundTitle')}
      text={t('occurrence.notFoundBody')}
      back={{ to: '/events', label: t('occurrence.toCalendar') }}
    />
  );
}

/**
 * /events/:id/:date — one date of an event at an address to share (the calendar's dialog and the
 * emails link here): its details, the seats left and the sign-up form.
 */
export default function EventOccurrencePage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { id, date } = useParams();
  const day = isCalendarDay(date) ? date : null;
  const { data: occurrence, error, isLoading, mutate } = useOccurrence(id, day);
  const title = occurrence ? localize(occurrence.title, occurrence.titleEs, language) : null;
  usePageTitle(title ?? t('pages.eventOccurrence.title'));

  // The server read the occurrence as a visitor: once she is known to be signed in, it is read
  // again with her session, for her own sign-up.
  const { fallback } = useSWRConfig();
  const fromServer = Boolean(id && day && fallback?.[occurrenceKey(id, day)] !== undefined);
  const memberId = useSession().user?.id;
  useEffect(() => {
    if (fromServer && memberId) void mutate();
  }, [fromServer, memberId, mutate]);

  if (
    !day ||
    // null: the server found no such date (an error cannot travel in its data).
    (occurrence === null && !isLoading) ||
    (error instanceof ApiError && (error.status === 404 || error.status === 400))
  ) {
    return <OccurrenceNotFound />;
  }

  return (
    <div className="container py-4 py-md-5">
      <nav aria-label={t('occurrence.breadcrumb')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={`/events?date=${day}`}>{t('occurrence.events')}</Link>
          </li>
          {title && (
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          )}
        </ol>
      </nav>
      <Loaded read={{ data: occurrence, error, isLoading, mutate }} texts="occurrence">
        {(detail) => (
          <div className="row g-4 g-lg-5">
            <div className="col-lg-7">
              <OccurrenceDetails occurrence={detail} />
            </div>
            <div className="col-lg-5">
              <div className="card shadow-sm border-0">
                <div className="card-body p-4">
                  {detail.signupState === 'off' ? (
                    <p className="mb-0" data-testid="signup" data-state="off">
                      {t('signup.off')}
                    </p>
                  ) : (
                    <SignupPanel occurrence={detail} onChanged={() => mutate()} />
                  )}
                </div>
              </div>
              <p className="mt-3">
                <Link to={`/events?date=${day}`}>{t('occurrence.otherDates')}</Link>
              </p>
            </div>
          </div>
        )}
      </Loaded>
    </div>
  );
}
