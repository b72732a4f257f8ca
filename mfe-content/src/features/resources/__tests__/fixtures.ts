import type { CartItem } from '@ministry/contracts/cart';
import type { Resource } from '@ministry/contracts/resource';

export const PREMIUM: Resource = {
  id: 'r2',
  title: 'Walking Through Grief',
  titleEs: 'Caminar a través del duelo',
  description: 'A workbook.',
  descriptionEs: null,
  category: 'counseling',
  type: 'premium',
  priceCents: 1299,
  imageUrl: null,
  downloadable: true,
};

export const LINE: CartItem = {
  id: 'line-1',
  kind: 'resource',
  productId: 'r2',
  name: 'Walking Through Grief',
  nameEs: 'Caminar a través del duelo',
  priceCents: 1299,
  quantity: 1,
  options: {},
  imageUrl: null,
};
