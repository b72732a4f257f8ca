import type { PricedLine } from '@ministry/contracts/cart';
import { giftLineName, placeLineName } from '@ministry/contracts/line-names';
import { useLanguage } from '@ministry/platform/i18n';
import { itemLabel, productName } from './display';

type NamedLine = Pick<PricedLine, 'kind' | 'name' | 'nameEs' | 'options' | 'place'>;

/**
 * How a cart or order line is named in the page's language: a product by its name (with its options
 * for a toast: `withOptions`), a gift as "Gift to <fund>", a resource by its title, an event's places
 * as "<event> — <its New York day>".
 */
export function useLineName(): (line: NamedLine, withOptions?: boolean) => string {
  const language = useLanguage();
  return (line, withOptions = false) => {
    const name = productName(line, language);
    // Compared here rather than with contracts' lineKind: the shop's list and product pages (first
    // visits) use this through the cart's actions, and '@ministry/contracts/cart' brings yup.
    if (line.kind === 'gift') return giftLineName(name, language);
    if (line.kind === 'place' && line.place) return placeLineName(name, line.place.date, language);
    return withOptions ? itemLabel(line, language) : name;
  };
}
