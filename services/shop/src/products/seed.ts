import mongoose from 'mongoose';
import { BIRTHSTONES, DEFAULT_BIRTHSTONE, type ProductType } from '@ministry/contracts/product';
import { braceletImageName, registerImage, type BraceletArt, type TeeArt } from './images';
import { withShopLock } from '../shared/shop-lock';
import { productLock } from '../shared/stock';
import { ProductModel, SINGLE_STOCK_KEY, type ProductDocument } from './model';

const ROSE = '#f3e4ee';
const CREAM = '#f1ece4';

interface TeeDefinition {
  image: string;
  art: Omit<TeeArt, 'kind'>;
  product: Omit<ProductDocument, 'type' | 'imageUrl' | 'birthstoneImageUrls' | 'sortOrder'>;
}

const TEES: TeeDefinition[] = [
  {
    image: 'tee-faith-over-fear',
    art: { shirt: '#5b2a56', ink: '#f6e9f2', lines: ['FAITH', 'OVER', 'FEAR'], background: ROSE },
    product: {
      name: 'Faith Over Fear Tee',
      nameEs: 'Camiseta Fe sobre el miedo',
      description:
        'Soft, breathable cotton in our signature plum, printed with a reminder for the hard days: faith over fear. Relaxed unisex fit.',
      descriptionEs:
        'Algodón suave y transpirable en nuestro color ciruela, con un recordatorio para los días difíciles: fe sobre el miedo. Corte unisex holgado.',
      priceCents: 2500,
      stock: { S: 6, M: 10, L: 10, XL: 6, '2XL': 4 },
    },
  },
  {
    image: 'tee-woman-of-purpose',
    art: {
      shirt: '#d9d5cf',
      ink: '#5b2a56',
      lines: ['WOMAN', 'OF PURPOSE'],
      verse: 'PROVERBS 31:25',
      background: CREAM,
    },
    product: {
      name: 'Woman of Purpose Tee',
      nameEs: 'Camiseta Mujer con propósito',
      description:
        'Heather grey cotton with our ministry’s name and Proverbs 31:25: “She is clothed with strength and dignity.” Wear it to Bible study and beyond.',
      descriptionEs:
        'Algodón gris jaspeado con el nombre de nuestro ministerio y Proverbios 31:25: “Fuerza y honor son su vestidura.” Para el estudio bíblico y mucho más.',
      priceCents: 2700,
      stock: { S: 8, M: 12, L: 10, XL: 6, '2XL': 5 },
    },
  },
  {
    image: 'tee-grace-upon-grace',
    art: {
      shirt: '#f0c6cd',
      ink: '#7a2941',
      lines: ['GRACE', 'UPON', 'GRACE'],
      verse: 'JOHN 1:16',
      background: ROSE,
    },
    product: {
      name: 'Grace Upon Grace Tee',
      nameEs: 'Camiseta Gracia sobre gracia',
      description:
        'A blush-pink tee with John 1:16 in deep rose lettering. Pre-shrunk cotton, gentle on the skin, made to be worn often.',
      descriptionEs:
        'Una camiseta rosa pálido con Juan 1:16 en letras rosa oscuro. Algodón preencogido, suave con la piel, hecha para usarse a menudo.',
      priceCents: 2500,
      stock: { S: 5, M: 0, L: 7, XL: 4, '2XL': 3 },
    },
  },
  {
    image: 'tee-blessed-and-beloved',
    art: { shirt: '#1f2a44', ink: '#e9c46a', lines: ['BLESSED', '& BELOVED'], background: CREAM },
    product: {
      name: 'Blessed & Beloved Tee',
      nameEs: 'Camiseta Bendecida y amada',
      description:
        'Navy cotton with gold lettering that says what God says about you: blessed and beloved. A gift that our members love to give.',
      descriptionEs:
        'Algodón azul marino con letras doradas que dicen lo que Dios dice de ti: bendecida y amada. Un regalo que a nuestras miembros les encanta dar.',
      priceCents: 2800,
      stock: { S: 6, M: 9, L: 9, XL: 5, '2XL': 4 },
    },
  },
  {
    image: 'tee-be-still',
    art: {
      shirt: '#a9b99b',
      ink: '#2f4a35',
      lines: ['BE STILL'],
      verse: 'PSALM 46:10',
      background: CREAM,
    },
    product: {
      name: 'Be Still Retreat Tee',
      nameEs: 'Camiseta del retiro Estad quietos',
      description:
        'The sage-green tee from our spring retreat, with Psalm 46:10. This edition has sold out; a new one comes with the next retreat.',
      descriptionEs:
        'La camiseta verde salvia de nuestro retiro de primavera, con Salmo 46:10. Esta edición se agotó; habrá una nueva con el próximo retiro.',
      priceCents: 2600,
      stock: { S: 0, M: 0, L: 0, XL: 0, '2XL': 0 },
    },
  },
];

interface BraceletDefinition {
  style: BraceletArt['style'];
  product: Omit<ProductDocument, 'type' | 'imageUrl' | 'birthstoneImageUrls' | 'sortOrder' | 'stock'> & {
    inventory: number;
  };
}

const BRACELETS: BraceletDefinition[] = [
  {
    style: 'cross',
    product: {
      name: 'Birthstone Cross Bracelet',
      nameEs: 'Pulsera con cruz y piedra natal',
      description:
        'A fine silver-tone chain with a small cross charm and the birthstone of the month you choose. Adjustable from 6 to 8 inches.',
      descriptionEs:
        'Una cadena fina plateada con una pequeña cruz y la piedra natal del mes que elija. Ajustable de 15 a 20 cm.',
      priceCents: 2200,
      inventory: 30,
    },
  },
  {
    style: 'beads',
    product: {
      name: 'Birthstone Prayer Bead Bracelet',
      nameEs: 'Pulsera de cuentas de oración con piedra natal',
      description:
        'Smooth wooden prayer beads on a stretch cord, with birthstone-coloured accents for the month you choose and a small wooden cross.',
      descriptionEs:
        'Cuentas de oración de madera pulida en cordón elástico, con detalles del color de la piedra natal del mes que elija y una pequeña cruz de madera.',
      priceCents: 1800,
      inventory: 24,
    },
  },
];

/** The seeded catalogue with its pictures registered (so they are served even before seeding). */
export function catalogue(): ProductDocument[] {
  const products: ProductDocument[] = [];
  for (const tee of TEES) {
    products.push({
      ...tee.product,
      type: 't-shirt' satisfies ProductType,
      imageUrl: registerImage(tee.image, { kind: 'tee', ...tee.art }),
      birthstoneImageUrls: null,
      sortOrder: products.length + 1,
    });
  }
  for (const bracelet of BRACELETS) {
    const { inventory, ...product } = bracelet.product;
    const urls: Record<string, string> = {};
    for (const stone of BIRTHSTONES) {
      urls[stone.month] = registerImage(braceletImageName(bracelet.style, stone.month), {
        kind: 'bracelet',
        style: bracelet.style,
        stone,
        background: bracelet.style === 'cross' ? ROSE : CREAM,
      });
    }
    products.push({
      ...product,
      type: 'bracelet',
      imageUrl: urls[DEFAULT_BIRTHSTONE] ?? '',
      birthstoneImageUrls: urls,
      stock: { [SINGLE_STOCK_KEY]: inventory },
      sortOrder: products.length + 1,
    });
  }
  return products;
}

// The pictures exist whether or not this process seeds.
const CATALOGUE = catalogue();

/** Seeds the catalogue into an empty collection (first start only); older products get the new fields. */
export async function seedProducts(): Promise<void> {
  if ((await ProductModel.estimatedDocumentCount()) > 0) {
    await backfillProducts();
    return;
  }
  await ProductModel.insertMany(CATALOGUE);
}

/**
 * Products stored before the back office get `archived: false`; running it again changes nothing. One
 * product at a time under its lock, fenced (another instance may be serving checkouts meanwhile, and
 * FerretDB v1 rewrites the whole document).
 */
export async function backfillProducts(): Promise<void> {
  const missing = await ProductModel.find(
    { archived: mongoose.trusted({ $exists: false }) },
    { _id: 1 },
  ).lean();
  for (const { _id } of missing) {
    await withShopLock(productLock(String(_id)), async (fence) => {
      await fence();
      await ProductModel.updateOne(
        { _id, archived: mongoose.trusted({ $exists: false }) },
        { $set: { archived: false } },
      );
    });
  }
}
