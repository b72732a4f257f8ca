import request from 'supertest';
import { SaxesParser } from 'saxes';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import type { EventOccurrence } from '@ministry/contracts/event';
import { SITEMAP_EVENT_DAYS } from '../sitemap/service';
import { RETREAT, TEE, SOLD_OUT_BRACELET } from './fixtures';
import { shellFolder, SITE, startStub, testApp, type StubService } from './support';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/**
 * Parses the sitemap with a strict, namespace-aware XML parser (any well-formedness error throws)
 * and checks its structure: <urlset> in the sitemap namespace, <url> with one <loc> and
 * <xhtml:link rel="alternate"> in the XHTML namespace.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  const parser = new SaxesParser({ xmlns: true });
  const urls: SitemapUrl[] = [];
  const path: string[] = [];
  let current: SitemapUrl | null = null;
  let text = '';
  let root: { name: string; ns: string } | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    root ??= { name: tag.local, ns: tag.uri };
    path.push(`${tag.uri}|${tag.local}`);
    text = '';
    if (tag.local === 'url' && tag.uri === SITEMAP_NS) current = { loc: '', alternates: {} };
    if (tag.local === 'link' && tag.uri === XHTML_NS) {
      expect(path.at(-2)).toBe(`${SITEMAP_NS}|url`);
      expect(tag.attributes.rel?.value).toBe('alternate');
      current!.alternates[tag.attributes.hreflang!.value] = tag.attributes.href!.value;
    }
  });
  parser.on('text', (value) => {
    text += value;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.local === 'loc' && tag.uri === SITEMAP_NS) current!.loc = text.trim();
    if (tag.local === 'url' && tag.uri === SITEMAP_NS) urls.push(current!);
  });
  parser.write(xml).close();
  expect(root).toEqual({ name: 'urlset', ns: SITEMAP_NS });
  return urls;
}

const occurrence = (
  id: string,
  occurrenceDate: string,
): Pick<EventOccurrence, 'id' | 'occurrenceDate' | 'title'> => ({
  id,
  occurrenceDate,
  title: 'Any',
});

const shell = shellFolder();
/** The gateway's internal listener, answering the events' and the shop's paths. */
let api: StubService;
const today = todayInNewYork();
const last = addDays(today, SITEMAP_EVENT_DAYS - 1);
const eventsQuery = `/api/events?from=${today}&to=${last}`;

beforeAll(async () => {
  api = await startStub({
    // The events service expands occurrences in the window it is asked for.
    [eventsQuery]: {
      body: [
        occurrence(RETREAT.id, addDays(today, 30)),
        occurrence(RETREAT.id, today),
        occurrence(RETREAT.id, last),
      ],
    },
    '/api/products': { body: [TEE, SOLD_OUT_BRACELET] },
  });
});

afterAll(async () => {
  await api.close();
  shell.remove();
});

const eventReads = () => api.requests.filter((read) => read.url.startsWith('/api/events'));

function expectBothLanguages(urls: SitemapUrl[], path: string) {
  const en = `${SITE}${path}`;
  const es = `${SITE}${path}?lang=es`;
  for (const loc of [en, es]) {
    const url = urls.filter((entry) => entry.loc === loc);
    expect(url).toHaveLength(1);
    expect(url[0]!.alternates).toEqual({ en, es, 'x-default': en });
  }
}

describe('/sitemap.xml', () => {
  it('is valid XML listing every public page, the occurrences of the next 90 days and the products, in both languages', async () => {
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: api.url });
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = parseSitemap(response.text);

    for (const path of [
      '/',
      '/about',
      '/services',
      '/team',
      '/contact',
      '/resources',
      '/counseling',
      '/privacy',
      '/announcements',
      '/events',
      '/shop',
      '/subscribe',
      '/give',
    ])
      expectBothLanguages(urls, path);
    for (const day of [today, addDays(today, 30), last])
      expectBothLanguages(urls, `/events/${RETREAT.id}/${day}`);
    for (const product of [TEE, SOLD_OUT_BRACELET]) expectBothLanguages(urls, `/shop/${product.id}`);
    // Asked for exactly the next 90 days, in New York.
    expect(eventReads().map((r) => r.url)).toContain(eventsQuery);

    // Nothing private, nothing twice.
    const locs = urls.map((url) => url.loc);
    for (const path of ['/cart', '/checkout', '/account', '/admin', '/events/manage', '/not-found', '/login'])
      expect(locs).not.toContain(`${SITE}${path}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(urls).toHaveLength(2 * (13 + 3 + 2));
  });

  it('still lists the pages and the products while the events service is down', async () => {
    const shopOnly = await startStub({
      '/api/products': { body: [TEE, SOLD_OUT_BRACELET] },
      [eventsQuery]: { status: 503 },
    });
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: shopOnly.url });
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    const urls = parseSitemap(response.text);
    expectBothLanguages(urls, '/about');
    expectBothLanguages(urls, `/shop/${TEE.id}`);
    expect(urls.some((url) => url.loc.includes('/events/'))).toBe(false);
    await shopOnly.close();
  });

  it('is made once a minute at most, however many ask at once or after', async () => {
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: api.url });
    const before = eventReads().length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).get('/sitemap.xml')));
    answers.push(await request(app).get('/sitemap.xml?again=1'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(eventReads().length - before).toBe(1);
  });

  it('escapes what it writes, whatever the ids the services give', async () => {
    const odd = await startStub({
      '/api/products': { body: [{ id: 'a&b' }, { id: '<x>' }, { id: TEE.id }] },
    });
    const app = testApp({ shellIndex: shell.indexPath, apiOrigin: odd.url });
    const urls = parseSitemap((await request(app).get('/sitemap.xml')).text);
    expect(urls.filter((url) => url.loc.includes('/shop/')).map((url) => url.loc)).toEqual([
      `${SITE}/shop/${TEE.id}`,
      `${SITE}/shop/${TEE.id}?lang=es`,
    ]);
    await odd.close();
  });
});

describe('/robots.txt', () => {
  it('keeps robots out of the private pages and the APIs, and names the sitemap', async () => {
    const app = testApp({ shellIndex: shell.indexPath });
    const response = await request(app).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/account', '/cart', '/checkout', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The product pictures the Product JSON-LD points to stay reachable.
    expect(lines).toContain('Allow: /api/products/images/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines.filter((line) => line === 'Disallow: /' || line === 'Disallow:')).toEqual([]);
  });
});
