import type { PricedLine } from '@ministry/contracts/cart';
import { placeNotes, placePersonText } from '@ministry/contracts/line-names';
import { useLanguage } from '@ministry/platform/i18n';

/**
 * Under a place line's "Event — date": each person with her option and price ("Ana — Participant
 * $30.00"), then whether the early-bird price, the group discount, her plan's free place ("Included in
 * your plan"), her plan's discount or a discount code ("Code SPRING10 applied") applied.
 */
export function PlaceDetail({ place, className }: { place: PricedLine['place']; className?: string }) {
  const language = useLanguage();
  if (!place) return null;
  return (
    <div className={className} data-testid="place-detail">
      <ul className="list-unstyled mb-0">
        {place.people.map((person, index) => (
          <li key={index}>{placePersonText(person, language)}</li>
        ))}
      </ul>
      {placeNotes(place, language).map((note) => (
        <div key={note} className="text-success-emphasis">
          {note}
        </div>
      ))}
    </div>
  );
}
