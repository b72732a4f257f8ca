import type { Language } from '../language';

/** Shop and cart messages, shown by forms and sent by the shop service ({placeholders} are filled in). */
export const SHOP_MESSAGES = {
  'shop.productNotFound': { en: 'Product Not Found', es: 'Producto no encontrado' },
  'shop.productRequired': { en: 'Choose a product', es: 'Elija un producto' },
  'shop.quantityInvalid': {
    en: 'Quantity must be a whole number',
    es: 'La cantidad debe ser un número entero',
  },
  'shop.quantityMin': { en: 'Quantity must be at least 1', es: 'La cantidad debe ser al menos 1' },
  'shop.quantityTooLarge': {
    en: 'That quantity is too large',
    es: 'Esa cantidad es demasiado grande',
  },
  'shop.sizeInvalid': {
    en: 'Choose a size: S, M, L, XL or 2XL',
    es: 'Elija una talla: S, M, L, XL o 2XL',
  },
  'shop.sizeRequired': { en: 'Choose a size for this t-shirt', es: 'Elija una talla para esta camiseta' },
  'shop.birthstoneInvalid': {
    en: 'Choose a birthstone month from January to December',
    es: 'Elija un mes de piedra natal de enero a diciembre',
  },
  'shop.birthstoneRequired': {
    en: 'Choose a birthstone month for this bracelet',
    es: 'Elija el mes de la piedra natal para esta pulsera',
  },
  'shop.optionNotForProduct': {
    en: 'That option does not apply to this product',
    es: 'Esa opción no corresponde a este producto',
  },
  'shop.outOfStock': {
    en: 'Sorry, {item} is out of stock.',
    es: 'Lo sentimos, {item} está agotado.',
  },
  'shop.notEnoughStock': {
    en: 'Sorry, only {available} of {item} left in stock.',
    es: 'Lo sentimos, solo quedan {available} de {item} en existencia.',
  },
  'shop.cartItemNotFound': {
    en: 'That item is not in your cart.',
    es: 'Ese artículo no está en su carrito.',
  },
  'shop.busy': {
    en: 'The shop is busy right now. Please try again in a moment.',
    es: 'La tienda está muy ocupada en este momento. Inténtelo de nuevo en un momento.',
  },
} as const satisfies Record<string, Record<Language, string>>;
