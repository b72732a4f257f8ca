import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import sharp from 'sharp';
import { MAX_PRODUCT_IMAGE_BYTES, type AdminProduct } from '@ministry/contracts/admin-product';
import type { Product } from '@ministry/contracts/product';
import { AppError } from '@ministry/kit/errors';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { readUpload } from '../products/image-upload';
import { ProductModel } from '../products/model';
import { prepareDatabase } from '../setup';
import { createdProduct, NEW_BRACELET, productsApp, signIn, type Cookies } from './admin-products-setup';

let db: TestDatabase;
let cookies: Cookies;
let app: ReturnType<typeof productsApp>;
beforeAll(async () => {
  db = await openTestDatabase('shop-admin-images');
  await prepareDatabase();
  cookies = await signIn(db);
  app = productsApp(db);
});
afterAll(() => db.close());

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5b2a56' } });

const upload = (id: string, bytes: Buffer, type = 'application/octet-stream', language = 'en') =>
  request(app)
    .post(`/api/admin/products/${id}/image`)
    .set('Cookie', cookies.admin)
    .set('Accept-Language', language)
    .set('Content-Type', type)
    .send(bytes);

/** The image served at a URL, decoded. */
async function served(url: string) {
  const res = await request(app)
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return {
    res,
    body: res.body as Buffer,
    meta: res.status === 200 ? await sharp(res.body as Buffer).metadata() : null,
  };
}

async function storedImageCount(): Promise<number> {
  return db.data.collection('product_images.files').countDocuments();
}

describe('uploading a product picture', () => {
  it.each([
    ['a JPEG photo, larger than the shop shows', 'jpeg', 2400, 1600, 1200, 800],
    ['a PNG', 'png', 500, 300, 500, 300],
    ['a WebP', 'webp', 640, 640, 640, 640],
  ] as const)(
    'accepts %s, fits it inside 1200×1200 as WebP and serves it from the database',
    async (_, format, w, h, outW, outH) => {
      const product = await createdProduct(app, cookies.admin);
      const bytes = await canvas(w, h).toFormat(format).toBuffer();
      // Whatever the browser claims: the bytes decide.
      const res = await upload(product.id, bytes, 'text/plain');
      expect(res.status).toBe(200);
      const answered = res.body as AdminProduct;
      expect(answered.imageUrl).toMatch(/^\/api\/products\/images\/[0-9a-f]{24}\.webp$/);

      const { res: image, body, meta } = await served(answered.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(Number(image.headers['content-length'])).toBe(body.length);
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(meta).toMatchObject({ format: 'webp', width: outW, height: outH });

      const shown = (await request(app).get(`/api/products/${product.id}`)).body as Product;
      expect(shown.imageUrl).toBe(answered.imageUrl);
    },
  );

  it('turns a photo upright and drops its metadata (no camera or location data is published)', async () => {
    const product = await createdProduct(app, cookies.admin);
    const photo = await canvas(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Ruth Moab', ImageDescription: 'At home' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(product.id, photo, 'image/jpeg');
    expect(res.status).toBe(200);
    const { meta } = await served((res.body as AdminProduct).imageUrl);
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta?.exif).toBeUndefined();
    expect(meta?.orientation).toBeUndefined();
  });

  it('gives each upload a new address, keeps the old one served (old orders show it) and answers ETags', async () => {
    const product = await createdProduct(app, cookies.admin);
    const first = (await upload(product.id, await canvas(100, 100).png().toBuffer())).body as AdminProduct;
    const second = (await upload(product.id, await canvas(120, 100).png().toBuffer())).body as AdminProduct;
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await served(first.imageUrl)).res.status).toBe(200);
    const { res } = await served(second.imageUrl);
    const again = await request(app).get(second.imageUrl).set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
  });

  it('replaces a bracelet’s per-month pictures, so the new one shows for every month', async () => {
    const bracelet = await createdProduct(app, cookies.admin, NEW_BRACELET);
    await ProductModel.updateOne({ _id: bracelet.id }, { $set: { birthstoneImageUrls: { May: '/x.svg' } } });
    const res = await upload(bracelet.id, await canvas(100, 100).webp().toBuffer());
    expect(res.status).toBe(200);
    const shown = (await request(app).get(`/api/products/${bracelet.id}`)).body as Product;
    expect(shown.birthstoneImageUrls).toBeUndefined();
    expect(shown.imageUrl).toBe((res.body as AdminProduct).imageUrl);
  });

  it('answers 404 for an unknown picture', async () => {
    const res = await request(app).get('/api/products/images/507f1f77bcf86cd799439011.webp');
    expect(res.status).toBe(404);
  });
});

describe('refusing what is not a picture the shop takes', () => {
  async function refusals() {
    const jpeg = await canvas(400, 300).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const corrupt = Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(2000, 0x41)]);
    return [
      [
        'a text file named .png',
        Buffer.from('just some notes, not a picture\n'),
        'image/png',
        415,
        'The picture must be a JPEG, PNG or WebP image',
        'La imagen debe ser JPEG, PNG o WebP',
      ],
      [
        'a GIF',
        await canvas(50, 50).gif().toBuffer(),
        'image/gif',
        415,
        'The picture must be a JPEG, PNG or WebP image',
        'La imagen debe ser JPEG, PNG o WebP',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        415,
        'The picture must be a JPEG, PNG or WebP image',
        'La imagen debe ser JPEG, PNG o WebP',
      ],
      [
        'a truncated JPEG',
        truncated,
        'image/jpeg',
        400,
        'The picture could not be read: it may be damaged or incomplete',
        'No se pudo leer la imagen: puede estar dañada o incompleta',
      ],
      [
        'a JPEG header over garbage',
        corrupt,
        'image/jpeg',
        400,
        'The picture could not be read: it may be damaged or incomplete',
        'No se pudo leer la imagen: puede estar dañada o incompleta',
      ],
      [
        'an empty body',
        Buffer.alloc(0),
        'image/jpeg',
        400,
        'Choose a picture to upload',
        'Elija una imagen para subir',
      ],
      [
        'a file over 5 MB',
        Buffer.concat([jpeg, Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]),
        'image/jpeg',
        413,
        'The picture is too large: at most 5 MB',
        'La imagen es demasiado grande: 5 MB como máximo',
      ],
    ] as const;
  }

  it('refuses each with a translated message, storing nothing', async () => {
    const product = await createdProduct(app, cookies.admin);
    const before = await storedImageCount();
    for (const [label, bytes, type, status, en, es] of await refusals()) {
      const inEnglish = await upload(product.id, bytes, type);
      expect({ label, status: inEnglish.status, message: inEnglish.body.message }).toEqual({
        label,
        status,
        message: en,
      });
      const inSpanish = await upload(product.id, bytes, type, 'es');
      expect({ label, status: inSpanish.status, message: inSpanish.body.message }).toEqual({
        label,
        status,
        message: es,
      });
    }
    expect(await storedImageCount()).toBe(before);
    expect((await ProductModel.findById(product.id).lean())?.imageUrl).toBe('');
  });

  it('refuses a picture of too many pixels before decoding it', async () => {
    const product = await createdProduct(app, cookies.admin);
    // A small PNG whose header claims 10,000 × 6,000 pixels (a "decompression bomb" in spirit).
    const huge = await canvas(10, 10).png().toBuffer();
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(6_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const res = await upload(product.id, huge, 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The picture has too many pixels: at most 50 megapixels');
  });

  it('refuses JSON sent in place of a file', async () => {
    const product = await createdProduct(app, cookies.admin);
    const res = await request(app)
      .post(`/api/admin/products/${product.id}/image`)
      .set('Cookie', cookies.admin)
      .send({ image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(res.status).toBe(415);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await upload('507f1f77bcf86cd799439011', await canvas(10, 10).png().toBuffer());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product Not Found');
  });

  it('stops reading a body sent without a length once it runs over the limit', async () => {
    const body = new PassThrough();
    const req = Object.assign(body, { headers: {} }) as unknown as IncomingMessage;
    const reading = readUpload(req, 1000);
    body.write(Buffer.alloc(600));
    body.write(Buffer.alloc(600));
    await expect(reading).rejects.toEqual(new AppError(413, 'product.imageTooLarge'));
    body.end(Buffer.alloc(600));
  });
});
