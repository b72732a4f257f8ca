import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@ministry/contracts/cart';
import { placePersonText } from '@ministry/contracts/line-names';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';

/**
 * Under a place line's "Event — date": each person with her option and price ("Ana — Participant
 * $30.00"), then whether the early-bird price, the group discount, her plan's free place ("Included in
 * your plan"), her plan's discount or a discount code ("Code SPRING10 applied") applied.
 */
export function PlaceDetail({ place, className }: { place: PricedLine['place']; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (!place) return null;
  return (
    <div className={className} data-testid="place-detail">
      <ul className="list-unstyled mb-0">
        {place.people.map((person, index) => (
          <li key={index}>{placePersonText(person, language)}</li>
        ))}
      </ul>
      {place.earlyBird && <div className="text-success-emphasis">{t('cart.earlyBird')}</div>}
      {place.groupDiscount && <div className="text-success-emphasis">{t('cart.groupDiscount')}</div>}
      {place.perk && <div className="text-success-emphasis">{t('cart.planPerk')}</div>}
      {place.planDiscount && <div className="text-success-emphasis">{t('cart.planDiscount')}</div>}
      {place.discountCode && (
        <div className="text-success-emphasis">
          {t('cart.discountCodeApplied', { code: place.discountCode })}
        </div>
      )}
    </div>
  );
}
