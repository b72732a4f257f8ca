import { useTranslation } from 'react-i18next';
import { placesOpenDay } from '@ministry/contracts/event-pricing';
import { todayInNewYork } from '@ministry/contracts/calendar-day';
import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import { useLanguage } from '@ministry/platform/i18n';
import { useNow } from '@ministry/platform/platform-provider';
import { NAMESPACE } from '../../../i18n';
import { formatDay } from '../../events';
import { PlaceOptions } from './place-options';
import { PlacesForm } from './places-form';

/**
 * What a priced date offers while sign-up is open: its options and prices, then the registration
 * form; before registration opens (`placesOpenDay`), the day it opens instead of the form. The day is
 * the page's (the server's clock while hydrating), so the server's HTML and the browser's agree.
 */
export function PricedSignup({
  occurrence,
  onRefused,
}: {
  occurrence: OccurrenceDetail & { pricing: NonNullable<OccurrenceDetail['pricing']> };
  onRefused: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const now = useNow();
  const { pricing, date } = occurrence;
  const today = todayInNewYork(new Date(now));
  const opens = placesOpenDay(pricing, date);
  return (
    <div data-testid="priced-signup">
      <PlaceOptions pricing={pricing} date={date} today={today} childcareLeft={occurrence.childcareLeft} />
      {today < opens ? (
        <p className="alert alert-info mb-0" data-testid="places-not-open">
          {t('places.opensOn', { date: formatDay(opens, language, 'long') })}
        </p>
      ) : (
        <PlacesForm
          eventId={occurrence.id}
          date={date}
          pricing={pricing}
          now={now}
          childcareLeft={occurrence.childcareLeft}
          onRefused={onRefused}
        />
      )}
    </div>
  );
}
