import { addDays, isCalendarDay, todayInNewYork } from '@ministry/contracts/calendar-day';
import { LANGUAGES } from '@ministry/contracts/language';
import { publicPaths } from '@ministry/contracts/pages';
import { alternatesOf, pageUrl, segment } from '../site/addresses';
import { ID_PATTERN } from '../site/pages';
import type { HeadSources } from '../heads/reads';
import { getJson } from '../upstream/client';
import { parseOccurrenceList, parseProductIds } from '../upstream/schemas';

/** Event occurrences listed: from today (in New York) for this many days. */
export const SITEMAP_EVENT_DAYS = 90;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One <url> per language, each naming both languages and the default as alternates. */
function entries(siteUrl: string, path: string): string[] {
  const alternates = alternatesOf(siteUrl, path);
  const links = [
    ['en', alternates.en],
    ['es', alternates.es],
    ['x-default', alternates.xDefault],
  ]
    .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`)
    .join('\n');
  return LANGUAGES.map(
    (language) =>
      `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, path, language))}</loc>\n${links}\n  </url>`,
  );
}

/**
 * /sitemap.xml: every public page, each event occurrence of the next 90 days and each product, in
 * both languages. A service that cannot answer leaves its part out this time (logged); the rest is
 * still listed.
 */
export async function sitemapXml(
  sources: HeadSources,
  requestId?: string,
  now = new Date(),
): Promise<string> {
  const { config, logger } = sources;
  const call = { timeoutMs: config.timings.headReadMs, logger, language: 'en' as const, requestId };
  const from = todayInNewYork(now);
  const to = addDays(from, SITEMAP_EVENT_DAYS - 1);
  const [occurrences, products] = await Promise.all([
    getJson(config.apiOrigin, `/api/events?from=${from}&to=${to}`, parseOccurrenceList, call),
    getJson(config.apiOrigin, '/api/products', parseProductIds, call),
  ]);

  const paths = publicPaths();
  if (occurrences.status === 'found') {
    const seen = new Set<string>();
    for (const { id, occurrenceDate } of [...occurrences.data].sort((a, b) =>
      a.occurrenceDate.localeCompare(b.occurrenceDate),
    )) {
      const path = `/events/${segment(id)}/${occurrenceDate}`;
      if (ID_PATTERN.test(id) && isCalendarDay(occurrenceDate) && !seen.has(path)) {
        seen.add(path);
        paths.push(path);
      }
    }
  }
  if (products.status === 'found') {
    for (const { id } of products.data) if (ID_PATTERN.test(id)) paths.push(`/shop/${segment(id)}`);
  }

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entries(config.siteUrl, path)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt: crawlers stay out of the pages of one person (admin, account, cart, checkout, event
 * management) and the APIs, except the product pictures the Product JSON-LD points to.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/products/images/',
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /events/manage',
    'Disallow: /api',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
