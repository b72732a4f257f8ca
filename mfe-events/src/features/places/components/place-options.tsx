import { useTranslation } from 'react-i18next';
import { earlyBirdLastDay, GROUP_MIN_PEOPLE, type EventPricing } from '@ministry/contracts/event-pricing';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { CalendarDay } from '@ministry/contracts/calendar-day';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { formatDay } from '../../events';

/**
 * The places of a priced date: each option with its price (the early-bird price and its last day
 * while it applies), childcare's places left when limited, the group discount, and what the plans
 * bring (her own place once a season or quarter, the members' discount).
 */
export function PlaceOptions({
  pricing,
  date,
  today,
  childcareLeft,
}: {
  pricing: EventPricing;
  date: CalendarDay;
  today: CalendarDay;
  childcareLeft?: number | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const lastEarly = earlyBirdLastDay(pricing, date);
  const early = today <= lastEarly;
  return (
    <div className="mb-3" data-testid="place-options">
      <h3 className="h6">{t('places.optionsTitle')}</h3>
      <ul className="list-unstyled mb-2">
        {pricing.options.map((option) => {
          const earlyPrice = early && option.earlyBirdCents !== null ? option.earlyBirdCents : null;
          return (
            <li key={option.id} className="d-flex justify-content-between gap-3 py-1 border-bottom">
              <span>
                {localize(option.name, option.nameEs, language)}
                {option.kind === 'childcare' && typeof childcareLeft === 'number' && (
                  <span className="d-block small text-secondary" data-testid="childcare-left">
                    {childcareLeft > 0
                      ? t('places.childcareLeft', { count: childcareLeft })
                      : t('places.childcareFull')}
                  </span>
                )}
              </span>
              <span className="text-end">
                {earlyPrice !== null ? (
                  <>
                    {/* The prices never break; the early-bird note under them may, on a phone. */}
                    <span className="text-nowrap">
                      <span className="fw-semibold">{formatCents(earlyPrice)}</span>{' '}
                      <s className="text-secondary">{formatCents(option.priceCents)}</s>
                    </span>
                    <span className="d-block small text-success-emphasis">
                      {t('places.earlyBirdUntil', { date: formatDay(lastEarly, language, 'long') })}
                    </span>
                  </>
                ) : (
                  <span className="fw-semibold text-nowrap">{formatCents(option.priceCents)}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {pricing.planPerk && (
        <p className="small mb-0" data-testid="perk-note">
          {t(`places.perkNote.${pricing.planPerk}`)}
        </p>
      )}
      {(pricing.planDiscountPercent ?? 0) > 0 && (
        <p className="small mb-0" data-testid="plan-discount">
          {t('places.planDiscount', { percent: pricing.planDiscountPercent })}
        </p>
      )}
      {pricing.groupDiscountPercent > 0 && (
        <p className="small mb-0" data-testid="group-discount">
          {t('places.groupDiscount', { percent: pricing.groupDiscountPercent, count: GROUP_MIN_PEOPLE })}
        </p>
      )}
    </div>
  );
}
