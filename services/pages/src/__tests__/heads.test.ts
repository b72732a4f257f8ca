import request from 'supertest';
import { BOOK_CLUB, RETREAT, SOLD_OUT_BRACELET, TEE } from './fixtures';
import {
  downServiceUrl,
  ldOfType,
  one,
  readHead,
  SHELL_INDEX_HTML,
  shellFolder,
  SITE,
  startStub,
  testApp,
  type ReadHead,
  type StubService,
} from './support';

const shell = shellFolder();
const SHELL_BODY = SHELL_INDEX_HTML.slice(SHELL_INDEX_HTML.indexOf('<body'));
/** The gateway's internal listener, where every read goes (the events' and the shop's paths). */
let api: StubService;
let app: ReturnType<typeof testApp>;

const occurrencePath = (o: { id: string; date: string }) => `/events/${o.id}/${o.date}`;

beforeAll(async () => {
  api = await startStub({
    [`/api/events/${RETREAT.id}/occurrences/${RETREAT.date}`]: { body: RETREAT },
    [`/api/events/${BOOK_CLUB.id}/occurrences/${BOOK_CLUB.date}`]: { body: BOOK_CLUB },
    [`/api/products/${TEE.id}`]: { body: TEE },
    [`/api/products/${SOLD_OUT_BRACELET.id}`]: { body: SOLD_OUT_BRACELET },
  });
  app = testApp({ shellIndex: shell.indexPath, apiOrigin: api.url });
});

afterAll(async () => {
  await api.close();
  shell.remove();
});

/** The reads that went to the gateway, but the published documents every head asks for. */
const dataReads = () => api.requests.filter((read) => !read.url.startsWith('/api/site-content/'));

async function page(path: string, expectedStatus = 200): Promise<ReadHead> {
  const response = await request(app).get(path);
  expect(response.status).toBe(expectedStatus);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return readHead(response.text);
}

/** What every head holds, whatever the page: one title, one description, the card, the ministry. */
function expectCommon(head: ReadHead, language: 'en' | 'es') {
  expect(head.lang).toBe(language);
  expect(head.titles).toHaveLength(1);
  expect(head.meta.description).toHaveLength(1);
  expect(one(head, 'og:site_name')).toBe(
    language === 'es' ? 'Ministerio Mujeres con Propósito' : 'Women of Purpose Ministry',
  );
  expect(one(head, 'og:locale')).toBe(language === 'es' ? 'es_US' : 'en_US');
  expect(one(head, 'og:title')).toBe(one(head, 'twitter:title'));
  expect(one(head, 'og:description')).toBe(one(head, 'description'));
  expect(one(head, 'twitter:description')).toBe(one(head, 'description'));
  expect(one(head, 'twitter:card')).toBe('summary_large_image');
  expect(one(head, 'og:image')).toMatch(new RegExp(`^${SITE}/`));
  expect(one(head, 'twitter:image')).toBe(one(head, 'og:image'));
  const organization = ldOfType(head, 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: language === 'es' ? 'Ministerio Mujeres con Propósito' : 'Women of Purpose Ministry',
    url: `${SITE}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '60-12 Myrtle Avenue',
      addressLocality: 'Ridgewood',
      addressRegion: 'NY',
      postalCode: '11385',
      addressCountry: 'US',
    },
    telephone: '+1-718-555-0142',
  });
  expect(organization.logo).toMatch(new RegExp(`^${SITE}/social/logo\\.[0-9a-f]{10}\\.png$`));
  // The shell's body and its script are untouched; nothing else executable got in.
  expect(head.bodyHtml).toBe(SHELL_BODY);
  expect(head.scripts.filter((script) => script.type !== 'application/ld+json')).toEqual([
    { type: undefined, src: '/main.0123456789.js' },
  ]);
}

function expectAddresses(head: ReadHead, path: string, language: 'en' | 'es') {
  const en = `${SITE}${path}`;
  const es = `${SITE}${path}?lang=es`;
  expect(head.canonical).toEqual([language === 'es' ? es : en]);
  expect(head.alternates).toEqual({ en, es, 'x-default': en });
  expect(one(head, 'og:url')).toBe(language === 'es' ? es : en);
}

describe('static pages', () => {
  it('/ in English: the home title and description, its addresses, the ministry card and JSON-LD', async () => {
    const head = await page('/');
    expectCommon(head, 'en');
    expectAddresses(head, '/', 'en');
    expect(head.titles).toEqual(['Find Hope, Healing and Purpose | Spiritual Counseling & Bible Study']);
    expect(one(head, 'description')).toBe(
      'We help women in our New York community grow through faith-based counseling and Bible study. Join us.',
    );
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${SITE}/social/ministry-card\\.[0-9a-f]{10}\\.png$`));
    expect(one(head, 'og:image:width')).toBe('1200');
    expect(one(head, 'og:image:height')).toBe('630');
    expect(head.meta.robots).toBeUndefined();
    expect(head.jsonLd).toHaveLength(1);
  });

  it('/?lang=es: the same page in Spanish, at its Spanish address', async () => {
    const head = await page('/?lang=es');
    expectCommon(head, 'es');
    expectAddresses(head, '/', 'es');
    expect(head.titles).toEqual([
      'Encuentre esperanza, sanidad y propósito | Consejería Espiritual y Estudio Bíblico',
    ]);
    expect(one(head, 'description')).toMatch(/^Ayudamos a las mujeres de nuestra comunidad en Nueva York/);
    expect(one(head, 'og:image:alt')).toMatch(/^Ministerio Mujeres con Propósito: consejería/);
  });

  it.each([
    ['en', '/about', 'About Us | Spiritual Counseling & Bible Study', /^A community of women helping women/],
    [
      'es',
      '/about?lang=es',
      'Sobre nosotras | Consejería Espiritual y Estudio Bíblico',
      /^Una comunidad de mujeres/,
    ],
  ] as const)('/about in %s', async (language, address, title, description) => {
    const head = await page(address);
    expectCommon(head, language);
    expectAddresses(head, '/about', language);
    expect(head.titles).toEqual([title]);
    expect(one(head, 'description')).toMatch(description);
    expect(one(head, 'og:title')).toBe(title);
  });

  it.each([
    [
      'en',
      '/privacy',
      'Privacy Policy | Spiritual Counseling & Bible Study',
      'What we keep when you use this site, why we keep it, for how long, what you can ask of us, and how to reach us about it.',
    ],
    [
      'es',
      '/privacy?lang=es',
      'Política de privacidad | Consejería Espiritual y Estudio Bíblico',
      'Qué guardamos cuando usted usa este sitio, por qué lo guardamos, por cuánto tiempo, qué puede pedirnos y cómo comunicarse con nosotras al respecto.',
    ],
  ] as const)(
    '/privacy in %s: listed, with its own title and description',
    async (language, address, title, description) => {
      const head = await page(address);
      expectCommon(head, language);
      expectAddresses(head, '/privacy', language);
      expect(head.titles).toEqual([title]);
      expect(one(head, 'description')).toBe(description);
      expect(head.meta.robots).toBeUndefined();
    },
  );

  it.each([
    ['en', '/announcements', 'Announcements | Spiritual Counseling & Bible Study'],
    ['es', '/announcements?lang=es', 'Anuncios | Consejería Espiritual y Estudio Bíblico'],
  ] as const)('/announcements in %s: listed, with its own title', async (language, address, title) => {
    const head = await page(address);
    expectCommon(head, language);
    expectAddresses(head, '/announcements', language);
    expect(head.titles).toEqual([title]);
    expect(head.meta.robots).toBeUndefined();
  });

  it('answers the unsubscribe and confirmation links with their head, kept out of search results', async () => {
    const unsubscribe = await page('/unsubscribe/some-token?lang=es');
    expect(one(unsubscribe, 'robots')).toBe('noindex');
    expect(unsubscribe.titles).toEqual(['Cancelar suscripción | Consejería Espiritual y Estudio Bíblico']);
    const confirm = await page('/mailing-lists/confirm');
    expect(one(confirm, 'robots')).toBe('noindex');
    expect(confirm.titles).toEqual(['Confirm your subscription | Spiritual Counseling & Bible Study']);
  });

  it('keeps only ?lang=es in the address: other parameters, trailing slashes and case are not addresses of their own', async () => {
    const head = await page('/About/?lang=es&utm_source=whatsapp');
    expectAddresses(head, '/about', 'es');
    const english = await page('/about?lang=en&fbclid=x');
    expectAddresses(english, '/about', 'en');
    expect((await page('/about?lang=fr')).lang).toBe('en');
  });

  it('answers the pages of one person with their head, kept out of search results', async () => {
    for (const path of ['/cart', '/checkout', '/account', '/admin', '/events/manage', '/reset-password']) {
      const head = await page(path);
      expect(one(head, 'robots')).toBe('noindex');
    }
    expect((await page('/cart?lang=es')).titles).toEqual([
      'Carrito de compras | Consejería Espiritual y Estudio Bíblico',
    ]);
  });

  it('answers HEAD like GET and refuses other methods', async () => {
    const head = await request(app).head('/about');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    const post = await request(app).post('/about').send({});
    expect(post.status).toBe(405);
  });

  it('is revalidated on every visit and says its language', async () => {
    const response = await request(app).get('/about?lang=es');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe('es');
  });
});

describe('an event occurrence page', () => {
  it.each(['en', 'es'] as const)('in %s: its title, day, place, addresses and an Event', async (language) => {
    const path = occurrencePath(RETREAT);
    const head = await page(language === 'es' ? `${path}?lang=es` : path);
    expectCommon(head, language);
    expectAddresses(head, path, language);
    const url = language === 'es' ? `${SITE}${path}?lang=es` : `${SITE}${path}`;
    if (language === 'en') {
      expect(head.titles).toEqual(["Women's Retreat Day | Spiritual Counseling & Bible Study"]);
      expect(one(head, 'og:title')).toBe("Women's Retreat Day · Sat, Dec 5, 2026");
      expect(one(head, 'description')).toMatch(
        /^Saturday, December 5, 2026, 10:00\sAM – 4:00\sPM · Bear Mountain State Park, NY\. A day of rest/,
      );
    } else {
      expect(head.titles).toEqual(['Día de retiro para mujeres | Consejería Espiritual y Estudio Bíblico']);
      expect(one(head, 'og:title')).toMatch(/^Día de retiro para mujeres · sáb, 5 (de )?dic/);
      expect(one(head, 'description')).toMatch(
        /^sábado, 5 de diciembre de 2026, 10:00\sa\.\s?m\. – 4:00\sp\.\s?m\. · Bear Mountain State Park, NY\. Un día/,
      );
    }
    const event = ldOfType(head, 'Event');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: language === 'es' ? RETREAT.titleEs : RETREAT.title,
      description: language === 'es' ? RETREAT.descriptionEs : RETREAT.description,
      startDate: '2026-12-05T10:00:00-05:00',
      endDate: '2026-12-05T16:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: RETREAT.location, address: RETREAT.location },
      url,
      organizer: { '@type': 'Organization', name: one(head, 'og:site_name') },
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        validThrough: '2026-12-03T10:00:00-05:00',
        url,
      },
      maximumAttendeeCapacity: 15,
      remainingAttendeeCapacity: 6,
    });
    expect(event.image).toEqual([one(head, 'og:image')]);
  });

  it('an online occurrence: New York time with the summer offset, a virtual location, no offer without sign-up', async () => {
    const head = await page(occurrencePath(BOOK_CLUB));
    const event = ldOfType(head, 'Event');
    expect(event.startDate).toBe('2026-07-14T19:30:00-04:00');
    expect(event.endDate).toBe('2026-07-14T21:00:00-04:00');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(event.location).toEqual({
      '@type': 'VirtualLocation',
      url: `${SITE}${occurrencePath(BOOK_CLUB)}`,
    });
    expect(event).not.toHaveProperty('offers');
    expect(event).not.toHaveProperty('remainingAttendeeCapacity');
    // No Spanish title: the English one, in a Spanish head.
    const spanish = await page(`${occurrencePath(BOOK_CLUB)}?lang=es`);
    expect(ldOfType(spanish, 'Event').name).toBe('Book Club');
    expect(spanish.lang).toBe('es');
  });

  it('a full occurrence with a waitlist, and a full one without', async () => {
    api.answers.set(`/api/events/${RETREAT.id}/occurrences/2026-12-12`, {
      body: {
        ...RETREAT,
        date: '2026-12-12',
        seats: { capacity: 15, taken: 15, waitlist: 2 },
        signupState: 'waitlist',
      },
    });
    api.answers.set(`/api/events/${RETREAT.id}/occurrences/2026-12-19`, {
      body: {
        ...RETREAT,
        date: '2026-12-19',
        seats: { capacity: 15, taken: 15, waitlist: 0 },
        signupState: 'full',
      },
    });
    const waitlist = ldOfType(await page(`/events/${RETREAT.id}/2026-12-12`), 'Event');
    expect(waitlist).toMatchObject({
      offers: { availability: 'https://schema.org/BackOrder' },
      remainingAttendeeCapacity: 0,
    });
    const full = ldOfType(await page(`/events/${RETREAT.id}/2026-12-19`), 'Event');
    expect(full).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it("reads the public occurrence through the gateway in the page language, with no cookie, past its cache for a member's", async () => {
    api.requests.length = 0;
    await request(app)
      .get(`${occurrencePath(RETREAT)}?lang=es`)
      .set('Cookie', 'ministry.sid=secret')
      .set('X-Request-Id', 'navigation-1');
    expect(dataReads()).toHaveLength(1);
    const [read] = dataReads();
    expect(read!.url).toBe(`/api/events/${RETREAT.id}/occurrences/${RETREAT.date}`);
    expect(read!.headers['accept-language']).toBe('es');
    expect(read!.headers.cookie).toBeUndefined();
    expect(read!.headers['x-request-id']).toBe('navigation-1');
    expect(read!.headers['x-fresh-read']).toBe('1');
    api.requests.length = 0;
    await request(app).get(occurrencePath(RETREAT));
    expect(dataReads()[0]!.headers['x-fresh-read']).toBeUndefined();
  });
});

describe('a product page', () => {
  it.each(['en', 'es'] as const)(
    'in %s: its name, price, addresses and a Product with its Offer',
    async (language) => {
      const path = `/shop/${TEE.id}`;
      const head = await page(language === 'es' ? `${path}?lang=es` : path);
      expectCommon(head, language);
      expectAddresses(head, path, language);
      const name = language === 'es' ? TEE.nameEs! : TEE.name;
      const siteTitle =
        language === 'es' ? 'Consejería Espiritual y Estudio Bíblico' : 'Spiritual Counseling & Bible Study';
      expect(head.titles).toEqual([`${name} | ${siteTitle}`]);
      expect(one(head, 'og:title')).toBe(name);
      expect(one(head, 'description')).toBe(
        language === 'es' ? `$25.00 · ${TEE.descriptionEs}` : `$25.00 · ${TEE.description}`,
      );
      expect(one(head, 'og:type')).toBe('product');
      expect(one(head, 'product:price:amount')).toBe('25.00');
      expect(one(head, 'product:price:currency')).toBe('USD');
      expect(one(head, 'product:availability')).toBe('in stock');
      // The shop's pictures are SVG, which previews do not show: the card is the ministry's.
      expect(one(head, 'og:image')).toMatch(/\/social\/ministry-card\.[0-9a-f]{10}\.png$/);
      const url = language === 'es' ? `${SITE}${path}?lang=es` : `${SITE}${path}`;
      expect(ldOfType(head, 'Product')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: language === 'es' ? TEE.descriptionEs : TEE.description,
        image: [`${SITE}${TEE.imageUrl}`],
        sku: TEE.id,
        url,
        brand: { '@type': 'Brand', name: one(head, 'og:site_name') },
        offers: {
          '@type': 'Offer',
          price: '25.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url,
          seller: {
            '@type': 'Organization',
            '@id': `${SITE}/#organization`,
            name: one(head, 'og:site_name'),
            url: `${SITE}/`,
          },
        },
      });
    },
  );

  it('a sold-out product is out of stock, and its raster picture is its card', async () => {
    const head = await page(`/shop/${SOLD_OUT_BRACELET.id}`);
    expect(one(head, 'product:availability')).toBe('out of stock');
    expect(ldOfType(head, 'Product')).toMatchObject({
      offers: { price: '32.50', availability: 'https://schema.org/OutOfStock' },
    });
    expect(one(head, 'og:image')).toBe(`${SITE}${SOLD_OUT_BRACELET.imageUrl}`);
    expect(one(head, 'og:image:alt')).toBe(SOLD_OUT_BRACELET.name);
    expect(head.meta['og:image:width']).toBeUndefined();
  });
});

describe('hostile data', () => {
  const HOSTILE = `</title><script>alert("x")</script><!-- & 'quoted' "</script>`;

  it('escapes every text it writes into the head, and keeps JSON-LD inside its script', async () => {
    const id = '65a0c0ffee0000000000b0ff';
    api.answers.set(`/api/products/${id}`, {
      body: {
        ...TEE,
        id,
        name: HOSTILE,
        nameEs: null,
        description: `${HOSTILE} <img src=x onerror=alert(1)>`,
        imageUrl: 'javascript:alert(1)//.png',
      },
    });
    const response = await request(app).get(`/shop/${id}`);
    expect(response.status).toBe(200);
    const head = readHead(response.text);
    // What a robot reads is the text itself, and nothing more got into the document.
    expect(head.titles).toEqual([`${HOSTILE} | Spiritual Counseling & Bible Study`]);
    expect(one(head, 'og:title')).toBe(HOSTILE);
    expect(one(head, 'description')).toContain('<img src=x onerror=alert(1)>');
    expect(head.scripts.filter((script) => script.type !== 'application/ld+json')).toHaveLength(1);
    expect(response.text).not.toContain('<img');
    expect(response.text).not.toContain('<script>alert');
    expect(response.text).not.toContain('javascript:');
    // The JSON-LD parses back to the same strings, with no '<' written raw inside the script.
    expect(ldOfType(head, 'Product').name).toBe(HOSTILE);
    const scripts = response.text.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const json = script.slice(script.indexOf('>') + 1, -'</script>'.length);
      expect(json).not.toContain('<');
      expect(json).toContain(script.includes('Product') ? '\\u003c/script\\u003e' : '"@type"');
    }
  });
});

describe('when a data service fails', () => {
  it('answers a product page with the generic head, 200, when the shop is down', async () => {
    const down = testApp({ apiOrigin: await downServiceUrl(), shellIndex: shellFolder().indexPath });
    const response = await request(down).get(`/shop/${TEE.id}?lang=es`);
    expect(response.status).toBe(200);
    const head = readHead(response.text);
    expect(head.titles).toEqual(['Detalles del producto | Consejería Espiritual y Estudio Bíblico']);
    expectAddresses(head, `/shop/${TEE.id}`, 'es');
    expect(head.jsonLd.map((thing) => thing['@type'])).toEqual(['Organization']);
    expect(head.meta.robots).toBeUndefined();
  });

  it('answers an occurrence page with the generic head when the events service is slow, errs or answers nonsense', async () => {
    const id = '64b0c0ffee0000000000a0ff';
    api.answers.set(`/api/events/${id}/occurrences/2026-12-05`, { body: RETREAT, delayMs: 2000 });
    api.answers.set(`/api/events/${id}/occurrences/2026-12-06`, { status: 503 });
    api.answers.set(`/api/events/${id}/occurrences/2026-12-07`, {
      body: { ...RETREAT, startsAt: undefined },
    });
    for (const date of ['2026-12-05', '2026-12-06', '2026-12-07']) {
      const head = await page(`/events/${id}/${date}`);
      expect(head.titles).toEqual(['Event | Spiritual Counseling & Bible Study']);
      expectAddresses(head, `/events/${id}/${date}`, 'en');
      expect(head.jsonLd.map((thing) => thing['@type'])).toEqual(['Organization']);
    }
  });
});

describe('addresses that name nothing', () => {
  it.each([
    '/no-such-page',
    '/not-found',
    '/shop/0123456789abcdef01234567',
    `/events/${RETREAT.id}/2026-13-45`,
    '/events/0123456789abcdef01234567/2026-12-05',
    '/shop/%E0%A4%A',
    '/about/more',
  ])('%s: 404 with a noindex head, and the shell still renders its 404 page', async (path) => {
    const head = await page(path, 404);
    expect(one(head, 'robots')).toBe('noindex');
    expect(head.titles).toEqual(['404 Page Not Found | Spiritual Counseling & Bible Study']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual({});
    expect(head.bodyHtml).toBe(SHELL_BODY);
  });

  it('in Spanish too', async () => {
    const head = await page('/no-such-page?lang=es', 404);
    expect(head.titles).toEqual(['404 Página no encontrada | Consejería Espiritual y Estudio Bíblico']);
    expect(head.lang).toBe('es');
  });

  it('never asks a service about an id or a day that cannot exist', async () => {
    api.requests.length = 0;
    await page(`/events/${RETREAT.id}/tomorrow`, 404);
    await page('/shop/%3Cscript%3E', 404);
    expect(dataReads()).toEqual([]);
  });
});
