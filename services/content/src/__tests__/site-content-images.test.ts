import request from 'supertest';
import sharp from 'sharp';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { siteContentSetup } from './site-content-setup';

let db: TestDatabase;
let t: Awaited<ReturnType<typeof siteContentSetup>>;
beforeAll(async () => {
  db = await openTestDatabase('content-site-images');
  t = await siteContentSetup(db);
});
afterAll(() => db.close());

const upload = (bytes: Buffer, cookie: string | null = t.cookies.editor, language = 'en') => {
  const call = request(t.app)
    .post('/api/admin/site-content/images')
    .set('Accept-Language', language)
    .set('Content-Type', 'application/octet-stream');
  if (cookie) void call.set('Cookie', cookie);
  return call.send(bytes);
};

const storedPictures = () => db.data.collection('site_images.files').countDocuments();

/** A served picture's bytes, decoded. */
async function served(url: string) {
  const res = await request(t.app)
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, meta: res.status === 200 ? await sharp(res.body as Buffer).metadata() : null };
}

describe('uploading a picture for the site', () => {
  it('stores a photo as WebP inside 1600 × 1600 and serves it immutable from the database', async () => {
    const photo = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#5b2a56' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo);
    expect(res.status).toBe(201);
    const { url } = res.body as { url: string };
    expect(url).toMatch(/^\/api\/site-content\/images\/[0-9a-f]{24}\.webp$/);
    const { res: picture, meta } = await served(url);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    const again = await request(t.app).get(url).set('If-None-Match', String(picture.headers.etag));
    expect(again.status).toBe(304);
  });

  it('refuses what is no picture with 415 and one over 5 MB with 413, in the editor’s language, storing nothing', async () => {
    const before = await storedPictures();
    const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), t.cookies.editor, 'es');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Suba una imagen JPEG, PNG o WebP');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const huge = await upload(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The picture must be at most 5 MB');
    expect(await storedPictures()).toBe(before);
  });

  it('lets only editors upload: a visitor 401, a member 403', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(png, null)).status).toBe(401);
    expect((await upload(png, t.cookies.member)).status).toBe(403);
    expect((await upload(png, t.cookies.admin)).status).toBe(201);
  });

  it('answers 404 for a picture that does not exist', async () => {
    expect((await request(t.app).get('/api/site-content/images/5f0000000000000000000000.webp')).status).toBe(
      404,
    );
    expect((await request(t.app).get('/api/site-content/images/nothing.png')).status).toBe(404);
  });

  it('serves a stored picture in the fixed widths as WebP, immutable, never wider than it is, and no other width', async () => {
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#e8b04b' } })
      .png()
      .toBuffer();
    const { url } = (await upload(photo)).body as { url: string };
    const stem = url.replace(/\.webp$/, '');
    const { res, meta } = await served(`${stem}.w480.webp`);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 240 });
    const again = await request(t.app)
      .get(`${stem}.w480.webp`)
      .set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
    expect((await served(`${stem}.w1200.webp`)).meta).toMatchObject({ width: 1000, height: 500 });
    for (const file of [`${stem}.w500.webp`, `${stem}.w1600.webp`, '5f0000000000000000000000.w480.webp'])
      expect((await request(t.app).get(`/api/site-content/images/${file.split('/').pop()}`)).status).toBe(
        404,
      );
  });
});
