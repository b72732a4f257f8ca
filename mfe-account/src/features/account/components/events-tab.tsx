import { formatCalendarDay } from '@ministry/contracts/datetime';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@ministry/contracts/event-signup';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { RegistrationItem, useMyRegistrations } from '../../events';
import { TabSection } from '../../../components/tab-section';

/** Her upcoming sign-ups, soonest first, each with a link to its page and "Cancel my place". */
export function EventsTab() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useMyRegistrations();
  const heading = useRef<HTMLHeadingElement>(null);

  const canceled = async (registration: MyRegistration) => {
    toast({
      title: t('events.canceled'),
      description: t('events.canceledBody', {
        title: localize(registration.title, registration.titleEs, language),
        date: formatCalendarDay(registration.date, language, 'full'),
      }),
      variant: 'success',
    });
    // Gone from the list at once, then the list as the service now has it (a place on a waitlist may have moved).
    await mutate((list) => list?.filter((entry) => entry.id !== registration.id), { revalidate: true });
    // Her item (and the button she used) is gone: the focus goes back to the top of the list.
    heading.current?.focus();
  };

  let body;
  if (isLoading) body = <LoadingState label={t('events.loading')} />;
  else if (error && !data)
    body = <ErrorState message={t('events.loadError')} onRetry={() => void mutate()} />;
  else if (!data || data.length === 0)
    body = (
      <>
        <p>{t('events.empty')}</p>
        <Link to="/events" className="btn btn-primary">
          {t('events.browse')}
        </Link>
      </>
    );
  else
    body = (
      <ul className="list-group" aria-labelledby="events-heading">
        {data.map((registration) => (
          <RegistrationItem
            key={registration.id}
            registration={registration}
            onCanceled={canceled}
            onFailed={() => void mutate()}
          />
        ))}
      </ul>
    );

  return (
    <TabSection
      id="events-heading"
      title={t('events.heading')}
      intro={t('events.intro')}
      headingRef={heading}
    >
      {body}
    </TabSection>
  );
}
