import request from 'supertest';
import type { PurchasedResource, Resource, ResourceLink } from '@ministry/contracts/resource';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { resourceLinkKey, signResourceLink } from '../resources/links';
import { ResourcePurchaseModel } from '../resources/purchases';
import { seedResources } from '../resources/seed';

// A premium resource bought in the shop: the shop (its key only) records the purchase once; she sees
// it in her account and downloads it through a link signed for her and that resource, good for 15
// minutes, never before she bought it.

const SHOP_KEY = 'shop-key-'.padEnd(40, 's');
const CARE_KEY = 'care-key-'.padEnd(40, 'c');

let db: TestDatabase;
let premium: Resource[];
let free: Resource;
const member = { id: 'member-naomi', cookie: '' };
const other = { id: 'member-ruth', cookie: '' };
let subscriber: string;
beforeAll(async () => {
  db = await openTestDatabase('content-resource-purchases');
  member.cookie = await signedInCookie(db, { id: member.id, role: 'member', hasActiveSubscription: false });
  other.cookie = await signedInCookie(db, { id: other.id, role: 'member', hasActiveSubscription: false });
  subscriber = await signedInCookie(db, { role: 'member', hasActiveSubscription: true });
  await seedResources();
  const list = (await request(handler()).get('/api/resources')).body as Resource[];
  premium = list.filter((r) => r.type === 'premium' && r.downloadable);
  free = list.find((r) => r.type === 'free')!;
  expect(premium.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => db.close());
beforeEach(() => ResourcePurchaseModel.deleteMany({}));

const config = () => ({ ...db.config, internalCallerKeys: { shop: SHOP_KEY, care: CARE_KEY } });
const handler = () => createApp(config(), db).app.callback();

const purchase = (body: object, key: string | null = SHOP_KEY) => {
  const req = request(handler()).post('/internal/resource-purchases');
  return (key === null ? req : req.set('X-Internal-Key', key)).send(body);
};
const bought = (who: { id: string }, resource: Resource, orderNumber = 'WOP-AAAA-2222') =>
  purchase({ userId: who.id, resourceId: resource.id, orderNumber });
const link = (resource: Resource | string, cookie?: string) => {
  const req = request(handler()).post(
    `/api/resources/${typeof resource === 'string' ? resource : resource.id}/link`,
  );
  return cookie ? req.set('Cookie', cookie) : req;
};
const download = (url: string, cookie?: string) => {
  const req = request(handler()).get(url).set('Accept-Language', 'es');
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('POST /internal/resource-purchases', () => {
  it('records her purchase once: 201, then 200, even told several times at once', async () => {
    const first = await bought(member, premium[0]!);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      userId: member.id,
      resourceId: premium[0]!.id,
      orderNumber: 'WOP-AAAA-2222',
      purchasedAt: expect.any(String),
    });
    const again = await bought(member, premium[0]!, 'WOP-BBBB-3333');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const together = await Promise.all(Array.from({ length: 5 }, () => bought(member, premium[1]!)));
    expect(together.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await ResourcePurchaseModel.countDocuments({ userId: member.id })).toBe(2);
  });

  it('answers 404 for an unknown resource and 400 for a body that is not a purchase', async () => {
    expect(
      (await purchase({ userId: member.id, resourceId: '64b7f0c2a1b2c3d4e5f60718', orderNumber: 'W' }))
        .status,
    ).toBe(404);
    expect((await purchase({ userId: member.id, resourceId: premium[0]!.id })).status).toBe(400);
    expect(await ResourcePurchaseModel.countDocuments()).toBe(0);
  });

  it("refuses every caller but the shop: no key, a wrong key, care's, content's own", async () => {
    for (const key of [null, 'wrong', SHOP_KEY.slice(0, -1), CARE_KEY, db.config.internalApiKey]) {
      const res = await purchase({ userId: member.id, resourceId: premium[0]!.id, orderNumber: 'W' }, key);
      expect(res.status).toBe(403);
    }
    expect(await ResourcePurchaseModel.countDocuments()).toBe(0);
  });
});

describe('GET /api/resources/purchased', () => {
  it('lists only her purchases, newest first, never cached; 401 signed out', async () => {
    // Newest first: the purchase recorded last is made the oldest, so neither insertion nor id order pass.
    await bought(member, premium[1]!, 'WOP-DDDD-5555');
    await bought(other, premium[0]!, 'WOP-CCCC-4444');
    await bought(member, premium[0]!, 'WOP-AAAA-2222');
    await ResourcePurchaseModel.updateOne(
      { _id: `${member.id}:${premium[0]!.id}` },
      { purchasedAt: new Date('2024-01-02T00:00:00Z') },
    );
    const res = await request(handler()).get('/api/resources/purchased').set('Cookie', member.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.body as PurchasedResource[];
    expect(list.map((p) => [p.resource.id, p.orderNumber])).toEqual([
      [premium[1]!.id, 'WOP-DDDD-5555'],
      [premium[0]!.id, 'WOP-AAAA-2222'],
    ]);
    expect(list[0]!.resource).toMatchObject({ title: premium[1]!.title, type: 'premium' });
    expect(list[0]!.resource).not.toHaveProperty('document');
    expect(list[1]!.purchasedAt).toBe('2024-01-02T00:00:00.000Z');
    const signedOut = await request(handler()).get('/api/resources/purchased');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});

describe('download links', () => {
  it('are refused before she bought it, work after, for her resource only', async () => {
    const before = await link(premium[0]!, member.cookie).set('Accept-Language', 'es');
    expect(before.status).toBe(403);
    expect(before.body).toEqual({
      message: 'Este recurso premium está disponible una vez que lo compre o con una suscripción activa.',
    });
    expect((await link(premium[0]!)).status).toBe(401);
    // Without a link, buying is not enough (the account page always asks for one).
    expect((await download(`/api/resources/${premium[0]!.id}/download`, member.cookie)).status).toBe(403);

    await bought(member, premium[0]!);
    const res = await link(premium[0]!, member.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url, expiresAt } = res.body as ResourceLink;
    expect(url).toMatch(
      new RegExp(
        `^/api/resources/${premium[0]!.id}/download\\?expires=\\d+&user=${member.id}&signature=[\\w-]+$`,
      ),
    );
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // The link alone opens it (signed out too); another resource's download it does not open.
    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const elsewhere = await download(url.replace(premium[0]!.id, premium[1]!.id), member.cookie);
    expect(elsewhere.status).toBe(403);
    // Someone else who did not buy it gets no link; a subscriber does, as she downloads today.
    expect((await link(premium[0]!, other.cookie)).status).toBe(403);
    expect((await link(premium[1]!, subscriber)).status).toBe(200);
  });

  it('answers 404 for a free or unknown resource', async () => {
    expect((await link(free, member.cookie)).status).toBe(404);
    expect((await link('64b7f0c2a1b2c3d4e5f60718', member.cookie)).status).toBe(404);
    expect((await link('nope', member.cookie)).status).toBe(404);
  });

  it('refuse an expired link and a tampered one; the subscriber path is unchanged', async () => {
    await bought(member, premium[0]!);
    const key = resourceLinkKey(config());
    const expired = signResourceLink(key, premium[0]!.id, member.id, Date.now() - 15 * 60_000 - 1000);
    const late = await download(expired.url, member.cookie);
    expect(late.status).toBe(403);
    expect(late.body).toEqual({
      message: 'Este enlace de descarga ha caducado. Abra su cuenta para obtener uno nuevo.',
    });

    const { url } = (await link(premium[0]!, member.cookie)).body as ResourceLink;
    const signature = new URL(url, 'http://site').searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const expires = Number(new URL(url, 'http://site').searchParams.get('expires'));
    const tampered = [
      url.replace(signature, flipped),
      url.replace(`expires=${expires}`, `expires=${expires + 3_600_000}`),
      url.replace(`user=${member.id}`, `user=${other.id}`),
      url.replace(`signature=${signature}`, 'signature='),
      `${url}x`,
      // A link from another key (another deployment, a guessed secret).
      signResourceLink(Buffer.from('x'.repeat(32)), premium[0]!.id, member.id, Date.now()).url,
    ];
    for (const address of tampered) {
      const res = await download(address, member.cookie);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Este enlace de descarga no es válido. Abra su cuenta para obtener uno nuevo.',
      });
    }
    // An expired link is no obstacle for a subscriber, who never needed one.
    expect((await download(expired.url, subscriber)).status).toBe(200);
    expect((await download(`/api/resources/${premium[0]!.id}/download`, subscriber)).status).toBe(200);
    expect((await download(`/api/resources/${free.id}/download`)).status).toBe(200);
  });
});

describe('RESOURCE_LINK_SECRET', () => {
  const production = {
    NODE_ENV: 'production',
    MONGODB_URI: 'mongodb://db:27017',
    SESSION_KEYS: 's'.repeat(40),
    INTERNAL_API_KEY: 'i'.repeat(40),
    SITE_URL: 'https://womenofpurpose.org',
    SMTP_URL: 'smtp://mail:587',
  };

  it('is required in production, and must be long and real', () => {
    expect(() => loadConfig(production)).toThrow(/RESOURCE_LINK_SECRET is required in production/);
    expect(() => loadConfig({ ...production, RESOURCE_LINK_SECRET: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => loadConfig({ ...production, RESOURCE_LINK_SECRET: 'replace-me'.padEnd(40, 'x') })).toThrow(
      /example value/,
    );
    const secret = 'r'.repeat(40);
    expect(loadConfig({ ...production, RESOURCE_LINK_SECRET: secret }).resourceLinkSecret).toBe(secret);
  });

  it('is derived from the session keys elsewhere, and never allowed to be missing in production', () => {
    const derived = resourceLinkKey({ nodeEnv: 'development', sessionKeys: ['a'.repeat(40)] });
    expect(derived).toHaveLength(32);
    expect(derived.equals(Buffer.from('a'.repeat(40)))).toBe(false);
    expect(() => resourceLinkKey({ nodeEnv: 'production', sessionKeys: ['a'.repeat(40)] })).toThrow(
      /RESOURCE_LINK_SECRET/,
    );
  });
});
