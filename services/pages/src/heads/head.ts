import type { Language } from '@ministry/contracts/language';
import { SSR_VISITOR_ATTRIBUTE } from '@ministry/contracts/ssr';
import { alternatesOf, pageUrl } from '../site/addresses';
import { SITE_TEXTS } from '../site/texts';
import { escapeHtml, jsonForScript } from './html';
import type { JsonLd } from './json-ld';
import type { ImagePreload } from './preload';

/** Everything a page's head says, before it is written as HTML. */
export interface PageHead {
  status: 200 | 404;
  language: Language;
  /** The document title, as the page sets it in the browser. */
  title: string;
  /** og:title and twitter:title: what a shared card says (an event's title and day). */
  socialTitle: string;
  description: string;
  /** The page's own address path (encoded); null for an address that names nothing (404). */
  path: string | null;
  noindex: boolean;
  ogType: 'website' | 'product';
  image: { url: string; alt: string; width?: number; height?: number; type?: string };
  /** More Open Graph properties (a product's price and availability). */
  openGraph: [property: string, content: string][];
  /** The Organization first, then the page's own thing (an Event, a Product). */
  jsonLd: JsonLd[];
  /** og:site_name: the ministry's published name in the page's language. */
  siteName: string;
  /** The first screen's largest picture, asked for before the body arrives. */
  preload?: ImagePreload | null;
}

function preloadTag({ href, srcset, sizes }: ImagePreload): string {
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}">`;

/** The head's tags, one per line. Every value from data or texts is escaped. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const { language } = head;
  const other: Language = language === 'es' ? 'en' : 'es';
  const tags: string[] = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...(head.preload ? [preloadTag(head.preload)] : []),
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  const url = head.path === null ? null : pageUrl(siteUrl, head.path, language);
  if (head.path !== null && url !== null) {
    const alternates = alternatesOf(siteUrl, head.path);
    tags.push(
      link('canonical', url),
      link('alternate', alternates.en, 'en'),
      link('alternate', alternates.es, 'es'),
      link('alternate', alternates.xDefault, 'x-default'),
    );
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
  );
  if (url !== null) tags.push(meta('property', 'og:url', url));
  tags.push(meta('property', 'og:image', head.image.url));
  if (head.image.type) tags.push(meta('property', 'og:image:type', head.image.type));
  if (head.image.width && head.image.height) {
    tags.push(
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
  }
  tags.push(
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'og:locale', SITE_TEXTS[language].locale),
    meta('property', 'og:locale:alternate', SITE_TEXTS[other].locale),
    ...head.openGraph.map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.socialTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((thing) => `<script type="application/ld+json">${jsonForScript(thing)}</script>`),
  );
  return tags.join('\n');
}

/**
 * Tags of the built index.html this head replaces, in any form the minifier leaves them (quoted or
 * not): the title, the description, and any robots, canonical, alternate, Open Graph or Twitter tag.
 */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi,
  /<meta\b[^>]*\bname\s*=\s*(["']?)(?:description|robots|twitter:[^"'\s>]*)\1(?=[\s/>])[^>]*>/gi,
  /<meta\b[^>]*\bproperty\s*=\s*(["']?)og:[^"'\s>]*\1(?=[\s/>])[^>]*>/gi,
  /<link\b[^>]*\brel\s*=\s*(["']?)(?:canonical|alternate)\1(?=[\s/>])[^>]*>/gi,
];

/**
 * The shell's index.html with this head: `<html lang>` in the page's language, the shell's own
 * title and description replaced, the head's tags right after `<meta charset>` (or `<head>`).
 * The body is the shell's, untouched. `visitor`: the page is a visitor's (`SSR_VISITOR_ATTRIBUTE` on
 * `<html>`). Throws on a document without a head (the gateway then serves the plain index.html).
 */
export function injectHead(
  indexHtml: string,
  head: PageHead,
  siteUrl: string,
  { visitor = false }: { visitor?: boolean } = {},
): string {
  const headOpen = /<head\b[^>]*>/i.exec(indexHtml);
  const headClose = /<\/head\s*>/i.exec(indexHtml);
  if (!headOpen || !headClose || headClose.index < headOpen.index)
    throw new Error("the shell's index.html has no <head>");
  const before = indexHtml.slice(0, headOpen.index);
  let inside = indexHtml.slice(headOpen.index, headClose.index);
  const after = indexHtml.slice(headClose.index);

  for (const pattern of REPLACED) inside = inside.replace(pattern, '');
  const tags = renderHead(head, siteUrl);
  const charset = /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(inside);
  const at = charset ? charset.index + charset[0].length : headOpen[0].length;
  inside = `${inside.slice(0, at)}\n${tags}\n${inside.slice(at)}`;

  const html = /<html\b[^>]*>/i;
  const lang = `lang="${head.language}"${visitor ? ` ${SSR_VISITOR_ATTRIBUTE}` : ''}`;
  const withLang = html.test(before)
    ? before.replace(html, (tag) => {
        const bare = tag.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
        return bare.replace(/^<html\b/i, `<html ${lang}`);
      })
    : before;
  return withLang + inside + after;
}
