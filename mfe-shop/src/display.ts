import type { Language } from '@ministry/contracts/language';
import { localize } from '@ministry/contracts/language';
import type { CartItem } from '@ministry/contracts/cart';
import { describeOption, type Product } from '@ministry/contracts/product';

/** The product's name in the active language (English when the Spanish one is empty). */
export function productName(product: Pick<Product, 'name' | 'nameEs'>, language: Language): string {
  return localize(product.name, product.nameEs, language);
}

export function productDescription(
  product: Pick<Product, 'description' | 'descriptionEs'>,
  language: Language,
): string {
  return localize(product.description, product.descriptionEs, language);
}

/** "Faith Over Fear Tee (M)" for toasts. */
export function itemLabel(item: Pick<CartItem, 'name' | 'nameEs' | 'options'>, language: Language): string {
  const name = productName(item, language);
  const values = Object.entries(item.options).map(
    ([key, value]) => describeOption(key, value, language).value,
  );
  return values.length ? `${name} (${values.join(', ')})` : name;
}

/** The picture for a choice of options (a bracelet shows its birthstone's colour). */
export function imageFor(product: Product, options: Record<string, string>): string {
  return (options.birthstone && product.birthstoneImageUrls?.[options.birthstone]) || product.imageUrl;
}
