import sharp from 'sharp';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { RESOURCE_CATEGORIES, type Resource } from '@ministry/contracts/resource';
import { createApp } from '../app';
import { LIBRARY } from '../resources/library';
import { ResourceModel } from '../resources/model';
import { DEMO_RESOURCES, seedResources } from '../resources/seed';

let db: TestDatabase;
let admin: string;
let member: string;
let subscriber: string;
beforeAll(async () => {
  db = await openTestDatabase('content-resources');
  admin = await signedInCookie(db, { role: 'admin', username: 'grace' });
  member = await signedInCookie(db, { role: 'member', hasActiveSubscription: false });
  subscriber = await signedInCookie(db, { role: 'member', hasActiveSubscription: true });
});
afterAll(() => db.close());
beforeEach(() => ResourceModel.deleteMany({}));

const app = () => createApp(db.config, db).app.callback();

/** Supertest collects a binary body into a Buffer with this parser. */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const newResource = {
  title: 'Hope for Caregivers',
  titleEs: 'Esperanza para cuidadoras',
  description: 'Encouragement for women caring for aging parents.',
  descriptionEs: 'Ánimo para mujeres que cuidan a padres mayores.',
  category: 'family',
  type: 'premium',
  priceCents: 850,
  imageUrl: '/api/resources/images/family.svg',
};

async function seeded(): Promise<Resource[]> {
  await seedResources();
  return (await request(app()).get('/api/resources')).body as Resource[];
}

describe('GET /api/resources', () => {
  it('lists the seeded library: every category, free and premium, prices only for premium', async () => {
    const list = await seeded();
    expect(list).toHaveLength(DEMO_RESOURCES.length);
    const categories = new Set(list.map((r) => r.category));
    for (const category of RESOURCE_CATEGORIES) expect(categories).toContain(category);
    expect(list.some((r) => r.type === 'free')).toBe(true);
    for (const resource of list) {
      expect(resource).toHaveProperty('id');
      expect(resource).not.toHaveProperty('_id');
      expect(resource).not.toHaveProperty('document');
      expect(resource.downloadable).toBe(true);
      if (resource.type === 'premium') expect(resource.priceCents).toBeGreaterThan(0);
      else expect(resource.priceCents).toBeNull();
    }
    expect(list.find((r) => r.title === 'Guía de Estudio Bíblico para Mujeres')).toMatchObject({
      category: 'spanish-resources',
      type: 'free',
    });
  });

  it('seeds only an empty collection, and every seeded file exists', async () => {
    await seedResources();
    await seedResources();
    expect(await ResourceModel.countDocuments()).toBe(DEMO_RESOURCES.length);
    for (const resource of DEMO_RESOURCES) expect(LIBRARY[resource.document]).toBeDefined();
  });

  it('answers an empty list when there are no resources', async () => {
    const res = await request(app()).get('/api/resources');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers one resource by id, and 404 for an unknown or malformed id', async () => {
    const [first] = await seeded();
    expect((await request(app()).get(`/api/resources/${first!.id}`)).body).toEqual(first);
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id', '123']) {
      const res = await request(app()).get(`/api/resources/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Resource not found.' });
    }
  });
});

describe('admin resource management', () => {
  it('requires an admin: 401 signed out, 403 for a member', async () => {
    const [first] = await seeded();
    const calls = [
      () => request(app()).post('/api/resources').send(newResource),
      () => request(app()).patch(`/api/resources/${first!.id}`).send({ title: 'X' }),
      () => request(app()).delete(`/api/resources/${first!.id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Cookie', member)).status).toBe(403);
    }
    expect(await ResourceModel.countDocuments()).toBe(DEMO_RESOURCES.length);
  });

  it('creates a resource, its price kept in cents as sent', async () => {
    const res = await request(app()).post('/api/resources').set('Cookie', admin).send(newResource);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...newResource, downloadable: false, id: expect.any(String) });
    expect(res.body).not.toHaveProperty('price');
    const list = (await request(app()).get('/api/resources')).body as Resource[];
    expect(list.map((r) => r.title)).toEqual(['Hope for Caregivers']);
    const [stored] = await ResourceModel.collection.find({}).toArray();
    expect(stored).toMatchObject({ priceCents: 850 });
    expect(stored).not.toHaveProperty('price');
  });

  it('reads no dollar `price`: a price is `priceCents` only', async () => {
    const { priceCents: _cents, ...inDollars } = newResource;
    const res = await request(app())
      .post('/api/resources')
      .set('Cookie', admin)
      .send({ ...inDollars, price: '8.50' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ priceCents: 'A premium resource needs a price' });
  });

  it('validates a new resource with translated messages', async () => {
    const bad = await request(app()).post('/api/resources').set('Cookie', admin).send({
      title: '',
      category: 'Not Valid!',
      type: 'premium',
      priceCents: 'abc',
      imageUrl: 'javascript:x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category must be lowercase words joined by hyphens, such as bible-study',
      priceCents: 'Price must be a positive amount in dollars and cents',
      imageUrl: 'Image address must start with / or http(s)://',
    });
    const noPrice = await request(app())
      .post('/api/resources')
      .set('Cookie', admin)
      .set('Accept-Language', 'es')
      .send({ ...newResource, priceCents: undefined });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Un recurso premium necesita un precio');
    expect(await ResourceModel.countDocuments()).toBe(0);
  });

  it('a free resource never keeps a price', async () => {
    const res = await request(app())
      .post('/api/resources')
      .set('Cookie', admin)
      .send({ ...newResource, type: 'free', priceCents: 300 });
    expect(res.status).toBe(201);
    expect(res.body.priceCents).toBeNull();
  });

  it('updates part of a resource, keeping the whole record valid', async () => {
    const created = (await request(app()).post('/api/resources').set('Cookie', admin).send(newResource))
      .body as Resource;
    const patched = await request(app())
      .patch(`/api/resources/${created.id}`)
      .set('Cookie', admin)
      .send({ title: 'Hope for Family Caregivers', priceCents: 900 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      title: 'Hope for Family Caregivers',
      priceCents: 900,
      category: 'family',
    });

    const toFree = await request(app())
      .patch(`/api/resources/${created.id}`)
      .set('Cookie', admin)
      .send({ type: 'free' });
    expect(toFree.body).toMatchObject({ type: 'free', priceCents: null });

    const toPremiumWithoutPrice = await request(app())
      .patch(`/api/resources/${created.id}`)
      .set('Cookie', admin)
      .send({ type: 'premium' });
    expect(toPremiumWithoutPrice.status).toBe(400);
    expect(toPremiumWithoutPrice.body.message).toBe('A premium resource needs a price');

    const badField = await request(app())
      .patch(`/api/resources/${created.id}`)
      .set('Cookie', admin)
      .send({ title: '' });
    expect(badField.status).toBe(400);
    expect(badField.body.message).toBe('Title is required');
  });

  it('deletes a resource, and answers 404 for an unknown or malformed id', async () => {
    const [first] = await seeded();
    const deleted = await request(app()).delete(`/api/resources/${first!.id}`).set('Cookie', admin);
    expect(deleted.status).toBe(204);
    expect(await ResourceModel.countDocuments()).toBe(DEMO_RESOURCES.length - 1);
    for (const id of [first!.id, 'nope']) {
      expect((await request(app()).delete(`/api/resources/${id}`).set('Cookie', admin)).status).toBe(404);
      expect(
        (await request(app()).patch(`/api/resources/${id}`).set('Cookie', admin).send({ title: 'A' })).status,
      ).toBe(404);
    }
  });
});

describe('GET /api/resources/:id/download', () => {
  it('serves a free resource as a PDF to anyone, in the asked language', async () => {
    const list = await seeded();
    const free = list.find((r) => r.title === 'Finding Peace in Anxious Times')!;
    const res = await request(app()).get(`/api/resources/${free.id}/download`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="finding-peace-in-anxious-times-en.pdf"',
    );
    const pdf = (res.body as Buffer).toString('latin1');
    // What the PDF says is read back with poppler in pdf.test.ts; here, that it is one, in English.
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Lang (en-US)');

    const es = await request(app())
      .get(`/api/resources/${free.id}/download?lang=es`)
      .buffer(true)
      .parse(binary);
    expect(es.headers['content-disposition']).toContain('finding-peace-in-anxious-times-es.pdf');
    expect((es.body as Buffer).toString('latin1')).toContain('/Lang (es-US)');
  });

  it('serves a premium resource only to a member with an active subscription', async () => {
    const list = await seeded();
    const premium = list.find((r) => r.type === 'premium')!;
    const url = `/api/resources/${premium.id}/download`;

    const signedOut = await request(app()).get(url);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'Please sign in to download premium resources.' });

    const notSubscribed = await request(app()).get(url).set('Cookie', member).set('Accept-Language', 'es');
    expect(notSubscribed.status).toBe(403);
    expect(notSubscribed.body).toEqual({
      message: 'Los recursos premium son para miembros con una suscripción activa.',
    });

    const ok = await request(app()).get(url).set('Cookie', subscriber).buffer(true).parse(binary);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an unknown resource and for one without a file', async () => {
    expect((await request(app()).get('/api/resources/64b7f0c2a1b2c3d4e5f60718/download')).status).toBe(404);
    expect((await request(app()).get('/api/resources/bad-id/download')).status).toBe(404);
    const created = (
      await request(app())
        .post('/api/resources')
        .set('Cookie', admin)
        .send({ ...newResource, type: 'free' })
    ).body as Resource;
    const res = await request(app()).get(`/api/resources/${created.id}/download`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'This resource has no file to download yet.' });
  });
});

describe('GET /api/resources/images/:file', () => {
  it('serves the cover art as cacheable SVG, and 404 for anything else', async () => {
    const res = await request(app()).get('/api/resources/images/bible-study.svg').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((res.body as Buffer).toString()).toContain('<svg');
    for (const name of ['nope.svg', 'bible-study.png', '..%2Fsecret.svg']) {
      expect((await request(app()).get(`/api/resources/images/${name}`)).status).toBe(404);
    }
  });

  it('serves the cover art in the fixed widths as WebP, and no other width', async () => {
    const res = await request(app())
      .get('/api/resources/images/bible-study.w480.webp')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 300,
    });
    const again = await request(app())
      .get('/api/resources/images/bible-study.w480.webp')
      .set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
    for (const name of ['bible-study.w481.webp', 'nope.w480.webp', 'bible-study.w480.png'])
      expect((await request(app()).get(`/api/resources/images/${name}`)).status).toBe(404);
  });

  it('every seeded image exists', async () => {
    for (const resource of DEMO_RESOURCES) {
      expect((await request(app()).get(resource.imageUrl ?? '')).status).toBe(200);
    }
  });
});
