import { MAX_PRODUCT_IMAGE_BYTES } from '@ministry/contracts/admin-product';
import type { Client } from './client';
import {
  adminOnly,
  type BadInput,
  type CallContext,
  type RouteRow,
  createdId,
  fixed,
  onCreated,
} from './route-row';

const newProduct = (n: number) => ({
  name: `Hope Anchors Tee ${n}`,
  nameEs: `Camiseta La esperanza ancla ${n}`,
  description: 'Navy cotton with Hebrews 6:19.',
  descriptionEs: 'Algodón azul marino con Hebreos 6:19.',
  priceCents: 2500,
  type: 't-shirt',
  stock: { S: 2, M: 5 },
});

const PRODUCTS = '/api/admin/products';

/** A fresh product of the admin's (archiving or re-picturing a seeded one would change the shop for other rows). */
const productPath = async (admin: Client, unique: () => number) =>
  `${PRODUCTS}/${await createdId(admin, PRODUCTS, newProduct(unique()))}`;

/** A 4 × 4 plum PNG: a real picture, small enough to inline. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOI1gqDIwbiOABkcw2xuUIloQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads every picture route refuses: not a picture (415), damaged or empty (400), over 5 MB (413). */
export const NOT_PICTURES: BadInput[] = [
  {
    label: 'a text file claiming to be a PNG',
    bytes: { data: Buffer.from('not a picture\n'), type: 'image/png' },
    statuses: [415],
  },
  {
    label: 'a GIF',
    bytes: { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), type: 'image/gif' },
    statuses: [415],
  },
  {
    label: 'a PNG cut short',
    bytes: { data: TINY_PNG.subarray(0, 40), type: 'image/png' },
    statuses: [400],
  },
  { label: 'an empty file', bytes: { data: Buffer.alloc(0), type: 'image/png' }, statuses: [400] },
  {
    label: 'a file over 5 MB',
    bytes: { data: Buffer.concat([TINY_PNG, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]), type: 'image/png' },
    statuses: [413],
  },
];

/** The shop's back office (issue 16): products, stock, pictures and the dashboard's counts. */
export const SHOP_PRODUCT_ROUTES: Record<string, RouteRow> = {
  'GET /api/admin/products': fixed(adminOnly(200), '/api/admin/products'),
  'POST /api/admin/products': {
    expect: adminOnly(201),
    call: ({ unique }) => ({ path: '/api/admin/products', body: newProduct(unique()) }),
  },
  'PUT /api/admin/products/:id': {
    expect: adminOnly(200),
    call: async ({ admin, unique }: CallContext) => {
      const { stock: _stock, ...product } = newProduct(unique());
      return { path: await productPath(admin, unique), body: { ...product, priceCents: 2750 } };
    },
  },
  'POST /api/admin/products/:id/archive': onCreated(adminOnly(200), PRODUCTS, newProduct, {
    suffix: '/archive',
  }),
  'POST /api/admin/products/:id/restore': onCreated(adminOnly(200), PRODUCTS, newProduct, {
    suffix: '/restore',
  }),
  'POST /api/admin/products/:id/stock': onCreated(adminOnly(200), PRODUCTS, newProduct, {
    suffix: '/stock',
    body: { stockKey: 'M', change: 6, reason: 'Spring delivery' },
  }),
  'GET /api/admin/products/:id/stock-history': onCreated(adminOnly(200), PRODUCTS, newProduct, {
    suffix: '/stock-history',
  }),
  'POST /api/admin/products/:id/image': {
    ...onCreated(adminOnly(200), PRODUCTS, newProduct, {
      suffix: '/image',
      bytes: { data: TINY_PNG, type: 'image/png' },
    }),
    badInputs: NOT_PICTURES,
  },
  'GET /api/admin/shop/summary': fixed(adminOnly(200), '/api/admin/shop/summary'),
};
