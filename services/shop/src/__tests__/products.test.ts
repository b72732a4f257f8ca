import sharp from 'sharp';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import type { Product } from '@ministry/contracts/product';
import { createApp } from '../app';
import { ProductModel } from '../products/model';
import { catalogue, seedProducts } from '../products/seed';
import { prepareDatabase } from '../setup';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shop-products');
  await prepareDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await ProductModel.deleteMany({});
  await seedProducts();
});

const app = () => createApp(db.config, db).app.callback();

async function products(): Promise<Product[]> {
  return (await request(app()).get('/api/products')).body as Product[];
}

describe('GET /api/products', () => {
  it('prices in cents for every caller, with no dollar field beside them', async () => {
    const res = await request(app()).get('/api/products');
    const tee = (res.body as Product[]).find((p) => p.name === 'Faith Over Fear Tee');
    expect(tee?.priceCents).toBe(2500);
    expect(tee).not.toHaveProperty('price');
  });

  it('lists the seeded tees and birthstone bracelets in both languages, priced in cents', async () => {
    const res = await request(app()).get('/api/products');
    expect(res.status).toBe(200);
    const list = res.body as Product[];
    expect(list).toHaveLength(catalogue().length);
    expect(list.filter((p) => p.type === 't-shirt').length).toBeGreaterThanOrEqual(4);
    expect(list.filter((p) => p.type === 'bracelet').length).toBeGreaterThanOrEqual(2);
    const tee = list.find((p) => p.name === 'Faith Over Fear Tee');
    expect(tee).toMatchObject({
      nameEs: 'Camiseta Fe sobre el miedo',
      priceCents: 2500,
      type: 't-shirt',
      inventory: 36,
      inventoryBySize: { S: 6, M: 10, L: 10, XL: 6, '2XL': 4 },
    });
    expect(tee?.descriptionEs).toMatch(/fe sobre el miedo/);
    for (const product of list) {
      expect(product.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.nameEs).toBeTruthy();
      expect(product.descriptionEs).toBeTruthy();
      expect(product).not.toHaveProperty('_id');
      expect(product).not.toHaveProperty('stock');
    }
    const bracelet = list.find((p) => p.type === 'bracelet');
    expect(bracelet?.inventory).toBeGreaterThan(0);
    expect(bracelet).not.toHaveProperty('inventoryBySize');
    expect(Object.keys(bracelet?.birthstoneImageUrls ?? {})).toHaveLength(12);
  });

  it('counts a tee sold out in one size as still in stock in the others', async () => {
    const grace = (await products()).find((p) => p.name === 'Grace Upon Grace Tee');
    expect(grace?.inventoryBySize?.M).toBe(0);
    expect(grace?.inventoryBySize?.L).toBeGreaterThan(0);
    expect(grace?.inventory).toBeGreaterThan(0);
    const soldOut = (await products()).find((p) => p.name === 'Be Still Retreat Tee');
    expect(soldOut?.inventory).toBe(0);
  });

  it('seeds only an empty collection', async () => {
    await seedProducts();
    expect(await ProductModel.countDocuments()).toBe(catalogue().length);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const [first] = await products();
    const res = await request(app()).get(`/api/products/${first!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });

  it('answers a JSON 404 for an unknown or malformed id, in the caller language', async () => {
    const unknown = await request(app()).get('/api/products/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Product Not Found' });
    const malformed = await request(app()).get('/api/products/sample-product');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: 'Product Not Found' });
    const spanish = await request(app()).get('/api/products/sample-product').set('Accept-Language', 'es');
    expect(spanish.body).toEqual({ message: 'Producto no encontrado' });
    const injection = await request(app()).get('/api/products/%7B%22%24ne%22%3A1%7D');
    expect(injection.status).toBe(404);
  });
});

describe('product images', () => {
  it('serves every imageUrl as an SVG with long cache headers', async () => {
    const list = await products();
    const urls = new Set(list.flatMap((p) => [p.imageUrl, ...Object.values(p.birthstoneImageUrls ?? {})]));
    expect(urls.size).toBe(list.filter((p) => p.type === 't-shirt').length + 12 * 2);
    for (const url of urls) {
      const res = await request(app()).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.body ?? res.text)).toContain('<svg');
    }
  });

  it('draws each birthstone in its own colour and answers 304 to a matching ETag', async () => {
    const bracelet = (await products()).find((p) => p.type === 'bracelet')!;
    const january = await request(app()).get(bracelet.birthstoneImageUrls!.January!).buffer(true);
    const may = await request(app()).get(bracelet.birthstoneImageUrls!.May!).buffer(true);
    expect(january.body.toString()).toContain('#7b1326');
    expect(may.body.toString()).toContain('#1f8a4c');
    const again = await request(app())
      .get(bracelet.birthstoneImageUrls!.January!)
      .set('If-None-Match', january.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown picture and a short cache for an outdated hash', async () => {
    const missing = await request(app()).get('/api/products/images/nothing-here.svg');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
    const outdated = await request(app()).get('/api/products/images/tee-faith-over-fear.0000000000.svg');
    expect(outdated.status).toBe(200);
    expect(outdated.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves a drawing in the fixed widths as WebP, cached as the drawing, and no other width', async () => {
    const tee = (await products()).find((p) => p.type === 't-shirt')!;
    const stem = tee.imageUrl.replace(/\.svg$/, '');
    for (const width of [480, 800, 1200]) {
      const res = await request(app()).get(`${stem}.w${width}.webp`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width,
      });
      const again = await request(app())
        .get(`${stem}.w${width}.webp`)
        .set('If-None-Match', res.headers.etag!);
      expect(again.status).toBe(304);
    }
    for (const file of [
      `${stem}.w999.webp`,
      `${stem}.w1600.webp`,
      '/api/products/images/nothing-here.w480.webp',
    ])
      expect((await request(app()).get(file)).status).toBe(404);
  });
});

/** Supertest collects a binary body into a Buffer with this parser. */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
