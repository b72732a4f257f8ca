import type { Language } from './language';

export const PRODUCT_TYPES = ['t-shirt', 'bracelet'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** T-shirt sizes, smallest first. */
export const SIZES = ['S', 'M', 'L', 'XL', '2XL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';

export interface Birthstone {
  /** The English month name: the value stored in a cart line's options. */
  month: string;
  monthEs: string;
  stone: string;
  stoneEs: string;
  colour: string;
  colourEs: string;
  /** Display colours (one, or several for a multicoloured stone). */
  swatch: string[];
}

/** The birthstone list: month, stone and colour. */
export const BIRTHSTONES: readonly Birthstone[] = [
  b('January', 'Enero', 'Garnet', 'Granate', 'Deep Red', 'Rojo intenso', ['#7b1326']),
  b('February', 'Febrero', 'Amethyst', 'Amatista', 'Purple', 'Morado', ['#7a4fa3']),
  b('March', 'Marzo', 'Aquamarine', 'Aguamarina', 'Light Blue', 'Azul claro', ['#8fd3e8']),
  b('April', 'Abril', 'Diamond', 'Diamante', 'Clear', 'Transparente', ['#f4f7fb']),
  b('May', 'Mayo', 'Emerald', 'Esmeralda', 'Green', 'Verde', ['#1f8a4c']),
  b('June', 'Junio', 'Pearl', 'Perla', 'White', 'Blanco', ['#f7f3ea']),
  b('July', 'Julio', 'Ruby', 'Rubí', 'Red', 'Rojo', ['#c8102e']),
  b('August', 'Agosto', 'Peridot', 'Peridoto', 'Light Green', 'Verde claro', ['#a4c93c']),
  b('September', 'Septiembre', 'Sapphire', 'Zafiro', 'Blue', 'Azul', ['#1f4fa8']),
  b('October', 'Octubre', 'Opal', 'Ópalo', 'Multicolored', 'Multicolor', ['#f7c6d9', '#bfe3f2', '#e4f2c4']),
  b('November', 'Noviembre', 'Topaz', 'Topacio', 'Yellow', 'Amarillo', ['#f2b632']),
  b('December', 'Diciembre', 'Turquoise', 'Turquesa', 'Blue-Green', 'Azul verdoso', ['#2bb3a6']),
];
export const BIRTHSTONE_MONTHS = BIRTHSTONES.map((stone) => stone.month);
export const DEFAULT_BIRTHSTONE = 'January';

function b(
  month: string,
  monthEs: string,
  stone: string,
  stoneEs: string,
  colour: string,
  colourEs: string,
  swatch: string[],
): Birthstone {
  return { month, monthEs, stone, stoneEs, colour, colourEs, swatch };
}

export function findBirthstone(month: string | undefined): Birthstone | undefined {
  return BIRTHSTONES.find((stone) => stone.month === month);
}

/** A product as the shop service returns it. */
export interface Product {
  id: string;
  name: string;
  nameEs?: string | null;
  description: string;
  descriptionEs?: string | null;
  /** Unit price in cents. */
  priceCents: number;
  imageUrl: string;
  type: ProductType;
  /** Units in stock in all (for a tee: every size together). */
  inventory: number;
  /** T-shirts only: units in stock per size, so a size can sell out alone. */
  inventoryBySize?: Partial<Record<Size, number>>;
  /** Bracelets only: an image per birthstone month, showing that stone's colour. */
  birthstoneImageUrls?: Record<string, string>;
}

/** The default options on the product page: size M (or the first size in stock), birthstone January. */
export function defaultOptions(product: Pick<Product, 'type' | 'inventoryBySize'>): Record<string, string> {
  if (product.type === 'bracelet') return { birthstone: DEFAULT_BIRTHSTONE };
  const stock = product.inventoryBySize;
  if (!stock || (stock[DEFAULT_SIZE] ?? 0) > 0) return { size: DEFAULT_SIZE };
  return { size: SIZES.find((size) => (stock[size] ?? 0) > 0) ?? DEFAULT_SIZE };
}

/** Units available for one choice of options (a tee's size; a bracelet's single count). */
export function availableFor(
  product: Pick<Product, 'type' | 'inventory' | 'inventoryBySize'>,
  options: Record<string, string>,
): number {
  if (product.type === 't-shirt') return product.inventoryBySize?.[options.size as Size] ?? 0;
  return product.inventory;
}

/** Capitalised option label and value for a cart line, in the active language ("Size: M"). */
export function describeOption(
  key: string,
  value: string,
  language: Language,
): { label: string; value: string } {
  if (key === 'size') return { label: language === 'es' ? 'Talla' : 'Size', value };
  if (key === 'birthstone') {
    const stone = findBirthstone(value);
    if (!stone) return { label: language === 'es' ? 'Piedra natal' : 'Birthstone', value };
    return {
      label: language === 'es' ? 'Piedra natal' : 'Birthstone',
      value: language === 'es' ? `${stone.monthEs} (${stone.stoneEs})` : `${stone.month} (${stone.stone})`,
    };
  }
  return { label: capitalise(key), value: capitalise(value) };
}

/** "Size: M" / "Birthstone: January (Garnet)", one entry per option of a cart or order line. */
export function optionLines(options: Record<string, string>, language: Language): string[] {
  return Object.entries(options).map(([key, value]) => {
    const option = describeOption(key, value, language);
    return `${option.label}: ${option.value}`;
  });
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
