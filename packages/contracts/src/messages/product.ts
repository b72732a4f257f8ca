import type { Language } from '../language';

/** The shop's back office: product forms, stock changes and picture uploads ({placeholders} are filled in). */
export const PRODUCT_MESSAGES = {
  'product.notFound': { en: 'Product Not Found', es: 'Producto no encontrado' },
  'product.nameRequired': { en: 'Enter the product name', es: 'Escriba el nombre del producto' },
  'product.nameEsRequired': {
    en: 'Enter the product name in Spanish',
    es: 'Escriba el nombre del producto en español',
  },
  'product.nameTooLong': {
    en: 'The name can be at most 120 characters',
    es: 'El nombre puede tener como máximo 120 caracteres',
  },
  'product.descriptionRequired': {
    en: 'Enter a description',
    es: 'Escriba una descripción',
  },
  'product.descriptionEsRequired': {
    en: 'Enter the description in Spanish',
    es: 'Escriba la descripción en español',
  },
  'product.descriptionTooLong': {
    en: 'The description can be at most 2000 characters',
    es: 'La descripción puede tener como máximo 2000 caracteres',
  },
  'product.priceRequired': { en: 'Enter a price', es: 'Escriba un precio' },
  'product.priceInvalid': {
    en: 'Enter the price in dollars, like 25 or 25.00',
    es: 'Escriba el precio en dólares, por ejemplo 25 o 25.00',
  },
  'product.priceRange': {
    en: 'The price must be between $0.50 and $10,000.00',
    es: 'El precio debe estar entre $0.50 y $10,000.00',
  },
  'product.typeInvalid': {
    en: 'Choose the product type: t-shirt or bracelet',
    es: 'Elija el tipo de producto: camiseta o pulsera',
  },
  'product.typeLocked': {
    en: 'The type of a product that has stock or orders cannot change. Create a new product instead.',
    es: 'El tipo de un producto con existencias o pedidos no puede cambiar. Cree un producto nuevo.',
  },
  'product.stockInvalid': {
    en: 'Stock must be a whole number from 0 to 100,000',
    es: 'Las existencias deben ser un número entero de 0 a 100,000',
  },
  'product.stockKeyInvalid': {
    en: 'Choose what to count: one of this t-shirt’s sizes, or all birthstones of a bracelet',
    es: 'Elija qué contar: una talla de esta camiseta, o todas las piedras de una pulsera',
  },
  'product.stockChangeInvalid': {
    en: 'The change must be a whole number other than 0, from -100,000 to 100,000',
    es: 'El cambio debe ser un número entero distinto de 0, de -100,000 a 100,000',
  },
  'product.stockBelowZero': {
    en: 'Only {available} of {item} in stock: the count cannot go below 0.',
    es: 'Solo hay {available} de {item} en existencia: la cantidad no puede ser menor que 0.',
  },
  'product.stockTooHigh': {
    en: 'The count of {item} cannot go above 100,000.',
    es: 'La cantidad de {item} no puede superar 100,000.',
  },
  'product.reasonRequired': {
    en: 'Say why the stock changes (a restock, a count, damaged items…)',
    es: 'Indique por qué cambian las existencias (reposición, recuento, artículos dañados…)',
  },
  'product.reasonTooLong': {
    en: 'The reason can be at most 200 characters',
    es: 'El motivo puede tener como máximo 200 caracteres',
  },
  'product.imageRequired': {
    en: 'Choose a picture to upload',
    es: 'Elija una imagen para subir',
  },
  'product.imageType': {
    en: 'The picture must be a JPEG, PNG or WebP image',
    es: 'La imagen debe ser JPEG, PNG o WebP',
  },
  'product.imageTooLarge': {
    en: 'The picture is too large: at most 5 MB',
    es: 'La imagen es demasiado grande: 5 MB como máximo',
  },
  'product.imageTooManyPixels': {
    en: 'The picture has too many pixels: at most 50 megapixels',
    es: 'La imagen tiene demasiados píxeles: 50 megapíxeles como máximo',
  },
  'product.imageCorrupt': {
    en: 'The picture could not be read: it may be damaged or incomplete',
    es: 'No se pudo leer la imagen: puede estar dañada o incompleta',
  },
} as const satisfies Record<string, Record<Language, string>>;
