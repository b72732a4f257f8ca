import { isCalendarDay } from '@ministry/contracts/calendar-day';
import { formatInstantDay, formatTimeRange } from '@ministry/contracts/datetime';
import { localize, type Language } from '@ministry/contracts/language';
import { MINISTRY_CONTENT, ministryName } from '@ministry/contracts/ministry';
import { centsToDecimal, formatCents } from '@ministry/contracts/money';
import { hasParams, matchPage, type PageKey, type SitePage } from '@ministry/contracts/pages';
import { IMAGE_SIZES } from '@ministry/contracts/responsive-image';
import { pickText, type HomeContent, type MinistryContent } from '@ministry/contracts/site-content';
import { pageUrl, segment } from '../site/addresses';
import { ID_PATTERN, trimPath } from '../site/pages';
import { documentTitle, PAGE_TEXTS, SITE_TEXTS } from '../site/texts';
import {
  parseOccurrence,
  parseProduct,
  type OccurrenceHeadData,
  type ProductHeadData,
} from '../upstream/schemas';
import type { PageHead } from './head';
import { imagePreload, pagePreload, productPicture } from './preload';
import { summarize } from './html';
import { eventLd, organizationLd, productLd, type SiteFacts } from './json-ld';
import type { HeadReads, HeadSources } from './reads';

export type { HeadSources } from './reads';

/** The sources of one head, with the ministry's published details as they were when it was asked. */
type Sources = HeadSources & { ministry: MinistryContent };

/** A link preview shows about this much of a description. */
const DESCRIPTION_MAX = 200;

/** SOCIAL_PROFILES when set; else the published details' social links. */
function siteFacts({ config, images, ministry }: Sources): SiteFacts {
  const published = ministry.social.flatMap(({ url }) => (url ? [url] : []));
  return {
    siteUrl: config.siteUrl,
    images,
    socialProfiles: config.socialProfiles.length ? config.socialProfiles : published,
    ministry,
  };
}

/** The head every page starts from: its texts, the ministry's card, the Organization. */
function baseHead(
  key: PageKey,
  path: string | null,
  language: Language,
  sources: Sources,
  options: { status?: 200 | 404; noindex?: boolean } = {},
): PageHead {
  const texts = PAGE_TEXTS[key][language];
  const { siteUrl } = sources.config;
  const title = documentTitle(texts.title, language);
  return {
    status: options.status ?? 200,
    language,
    title,
    socialTitle: title,
    description: texts.description,
    path,
    noindex: options.noindex ?? false,
    ogType: 'website',
    image: {
      url: `${siteUrl}${sources.images.card.path}`,
      alt: SITE_TEXTS[language].imageAlt,
      width: sources.images.card.width,
      height: sources.images.card.height,
      type: sources.images.card.type,
    },
    openGraph: [],
    jsonLd: [organizationLd(language, siteFacts(sources))],
    siteName: ministryName(sources.ministry, language),
  };
}

/** A page's own head: its texts at its address, kept out of search results where the manifest says so. */
const pageHead = (page: SitePage, path: string, language: Language, sources: Sources) =>
  baseHead(page.key, path, language, sources, { noindex: page.visibility === 'noindex' });

/** An address that names nothing: the shell shows its 404 page; robots are told so. */
const notFoundHead = (language: Language, sources: Sources) =>
  baseHead('notFound', null, language, sources, { status: 404, noindex: true });

function decodeId(raw: string): string | null {
  try {
    const id = decodeURIComponent(raw);
    return ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A raster picture a link preview can show (none of them shows SVG). */
const RASTER = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** A picture's address made absolute; null for anything but a web address. */
function absolute(siteUrl: string, url: string): string | null {
  try {
    const resolved = new URL(url, `${siteUrl}/`);
    return ['http:', 'https:'].includes(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

function productHead(product: ProductHeadData, path: string, language: Language, sources: Sources): PageHead {
  const { siteUrl } = sources.config;
  const head = baseHead('product', path, language, sources);
  const name = localize(product.name, product.nameEs, language);
  const price = formatCents(product.priceCents, language);
  const description = summarize(
    localize(product.description, product.descriptionEs, language),
    DESCRIPTION_MAX,
  );
  const url = pageUrl(siteUrl, path, language);
  const imageUrl = absolute(siteUrl, product.imageUrl) ?? head.image.url;
  const inStock = product.inventory > 0;
  return {
    ...head,
    title: documentTitle(name, language),
    socialTitle: name,
    description: summarize(`${price} · ${description}`, DESCRIPTION_MAX),
    ogType: 'product',
    // The product's own picture when a preview can show it; the shop draws them as SVG, which no
    // preview robot shows, so then the ministry's card (the JSON-LD keeps the product's picture).
    image: RASTER.test(imageUrl) ? { url: imageUrl, alt: name } : head.image,
    openGraph: [
      ['product:price:amount', centsToDecimal(product.priceCents)],
      ['product:price:currency', 'USD'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
    ],
    jsonLd: [...head.jsonLd, productLd(product, language, url, imageUrl, siteFacts(sources))],
    preload: imagePreload(productPicture(product), IMAGE_SIZES.productPage),
  };
}

function occurrenceHead(
  occurrence: OccurrenceHeadData,
  path: string,
  language: Language,
  sources: Sources,
): PageHead {
  const head = baseHead('eventOccurrence', path, language, sources);
  const title = localize(occurrence.title, occurrence.titleEs, language);
  const url = pageUrl(sources.config.siteUrl, path, language);
  const when = `${formatInstantDay(occurrence.startsAt, language, 'full')}, ${formatTimeRange(occurrence.startTime, occurrence.endTime, language)}`;
  const where = occurrence.location ? ` · ${occurrence.location}` : '';
  const about = localize(occurrence.description, occurrence.descriptionEs, language);
  return {
    ...head,
    title: documentTitle(title, language),
    socialTitle: `${title} · ${formatInstantDay(occurrence.startsAt, language, 'short')}`,
    description: summarize(`${when}${where}. ${about}`, DESCRIPTION_MAX),
    jsonLd: [...head.jsonLd, eventLd(occurrence, language, url, siteFacts(sources))],
  };
}

/**
 * The head of one address in one language, for the page the manifest says it is. A page without
 * parameters has its texts; a product or an event occurrence comes from its public API read (`reads`:
 * the render's, else its own; a 404 there is a 404 here; a failure or a slow answer gives the page's
 * generic head, never an error); an address no page has is a 404.
 */
export async function headFor(
  rawPath: string,
  language: Language,
  headSources: HeadSources,
  reads: HeadReads,
): Promise<PageHead> {
  const path = trimPath(rawPath);
  // No page is at /not-found (the shell's own 404 page) or at an unknown address.
  const match = matchPage(path);
  const [ministry, home] = await Promise.all([
    reads.published('ministry'),
    match?.page.key === 'home' ? reads.published('home') : null,
  ]);
  const sources = { ...headSources, ministry: ministry ?? MINISTRY_CONTENT };
  if (!match) return notFoundHead(language, sources);
  const { page, params } = match;

  if (page.key === 'product') {
    const id = decodeId(params.id!);
    if (!id) return notFoundHead(language, sources);
    const canonical = `/shop/${segment(id)}`;
    const fetched = await reads.json(`/api/products/${segment(id)}`, parseProduct);
    if (fetched.status === 'missing') return notFoundHead(language, sources);
    if (fetched.status === 'unavailable') return pageHead(page, canonical, language, sources);
    return productHead(fetched.data, canonical, language, sources);
  }

  if (page.key === 'eventOccurrence') {
    const id = decodeId(params.id!);
    const date = params.date!;
    if (!id || !isCalendarDay(date)) return notFoundHead(language, sources);
    const canonical = `/events/${segment(id)}/${date}`;
    const fetched = await reads.json(`/api/events/${segment(id)}/occurrences/${date}`, parseOccurrence);
    if (fetched.status === 'missing') return notFoundHead(language, sources);
    if (fetched.status === 'unavailable') return pageHead(page, canonical, language, sources);
    return occurrenceHead(fetched.data, canonical, language, sources);
  }

  const preload = await pagePreload(page.key, reads);
  if (page.key === 'home') return { ...homeHead(page, home, language, sources), preload };

  // Any other page: its texts, at its own address (a page with other parameters: the one asked for).
  return { ...pageHead(page, hasParams(page) ? path : page.path, language, sources), preload };
}

/**
 * The home page is named by its published hero heading, as its screen names itself once loaded; the
 * manifest's text (the seed's heading) while the content service has never answered.
 */
function homeHead(page: SitePage, home: HomeContent | null, language: Language, sources: Sources): PageHead {
  const head = pageHead(page, page.path, language, sources);
  const heading = home ? pickText(home.hero.heading, language).trim() : '';
  if (!heading) return head;
  const title = documentTitle(heading, language);
  return { ...head, title, socialTitle: title };
}
