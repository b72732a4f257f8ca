import { createHash } from 'node:crypto';
import type { Language } from '@ministry/contracts/language';
import { SSR_ISLAND_ELEMENT_ID, type SsrIsland } from '@ministry/contracts/ssr';
import { escapeHtml, jsonForScript } from '../heads/html';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_SOURCE } from './early-taps';

/**
 * The server-rendered document, from the shell's index.html with the page's head already in it
 * (injectHead): the rendered first screen in #root, the critical CSS in one <style>, the island
 * the browser hydrates from, the full style sheets at the end of the body (not render-blocking).
 */

/** An attribute's value in a tag as the minifier may leave it (quoted or not). */
export function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null;
}

const tagsOf = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/** index.html's `<meta name="shell-build" content="…">`: which shell build it loads. */
export function shellBuildOf(indexHtml: string): string | null {
  const tag = tagsOf(indexHtml, 'meta').find((t) => attribute(t, 'name')?.toLowerCase() === 'shell-build');
  return tag ? attribute(tag, 'content') : null;
}

const isStylePreload = (tag: string) =>
  attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'style';
const isStylesheet = (tag: string) => attribute(tag, 'rel')?.toLowerCase() === 'stylesheet';

/** The shell's style sheets, as index.html names them (stylesheet links or style preloads). */
export function shellSheetsOf(indexHtml: string): string[] {
  const head = indexHtml.slice(0, Math.max(0, indexHtml.search(/<\/head\s*>/i)));
  const hrefs = tagsOf(head, 'link')
    .filter((tag) => isStylesheet(tag) || isStylePreload(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  return [...new Set(hrefs)];
}

/** The `'sha256-…'` source of a `<style>` element's exact text. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The gateway's policy with `source` added to style-src (and to style-src-elem when it has one). */
export const cspWithStyle = (basePolicy: string, source: string) => cspWith('style', basePolicy, source);

/** The gateway's policy with `source` added to script-src (and to script-src-elem when it has one). */
export const cspWithScript = (basePolicy: string, source: string) => cspWith('script', basePolicy, source);

function cspWith(kind: 'style' | 'script', basePolicy: string, source: string): string {
  const directives = basePolicy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  let found = false;
  const out = directives.map((directive) => {
    const [name] = directive.split(/\s+/);
    if (name === `${kind}-src` || name === `${kind}-src-elem`) {
      found ||= name === `${kind}-src`;
      const sources = directive
        .split(/\s+/)
        .slice(1)
        .filter((s) => s !== "'none'");
      return [name, ...sources, source].join(' ');
    }
    return directive;
  });
  if (!found) out.push(`${kind}-src 'self' ${source}`);
  return out.join('; ');
}

export interface DocumentParts {
  /** index.html with the page's head (injectHead). */
  page: string;
  language: Language;
  html: string;
  css: string;
  stylesheets: string[];
  island: SsrIsland;
  /**
   * Scripts to ask for at the end of the body (the rendered sections' remote files), with the shell's
   * own start-up scripts that index.html preloads; null: none at all (a picture not in the HTML is
   * still on its way, and they would share the network with it).
   */
  scripts: string[] | null;
}

/**
 * Throws on an index.html without an empty `<div id="root">` (the page is then rendered in the
 * browser). Returns the document, the hash source of its `<style>` (null without one) and that of
 * its inline script (early-taps.ts).
 */
export function ssrDocument(parts: DocumentParts): {
  html: string;
  styleSource: string | null;
  scriptSource: string;
} {
  let page = parts.page;
  // <html lang data-language>: the browser starts in the language the server rendered.
  page = page.replace(/<html\b[^>]*>/i, (tag) => {
    const bare = tag.replace(/\s+data-language\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return bare.replace(/>$/, ` data-language="${parts.language}">`);
  });
  // No preloads in the head: the style sheets come at the end of the body, and scripts must not
  // compete with what the first screen shows (the deferred main script stays); the shell's start-up
  // scripts are asked for at the end of the body instead, with the sections' own.
  const headEnd = page.search(/<\/head\s*>/i);
  if (headEnd < 0) throw new Error("the shell's index.html has no </head>");
  let head = page.slice(0, headEnd);
  let body = page.slice(headEnd);
  const shellScripts: string[] = [];
  head = head.replace(/<link\b[^>]*>/gi, (tag) => {
    const preload = attribute(tag, 'rel')?.toLowerCase() === 'preload';
    const as = attribute(tag, 'as')?.toLowerCase();
    if (preload && as === 'script') shellScripts.push(attribute(tag, 'href') ?? '');
    return (preload && (as === 'style' || as === 'script')) || isStylesheet(tag) ? '' : tag;
  });
  head += `<script>${EARLY_TAPS_SCRIPT}</script>`;
  const css = parts.css.replace(/<\/style/gi, '<\\/style');
  if (css) head += `<style>${css}</style>`;

  const root = /<div\b[^>]*\bid\s*=\s*("root"|'root'|root)(?=[\s>])[^>]*>\s*<\/div\s*>/i;
  if (!root.test(body)) throw new Error('the shell\'s index.html has no empty <div id="root">');
  body = body
    // A page that shows its content without JavaScript does not say it needs it.
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, '')
    .replace(root, () => `<div id="root">${parts.html}</div>`);
  const island = `<script type="application/json" id="${SSR_ISLAND_ELEMENT_ID}">${jsonForScript(parts.island)}</script>`;
  // The full sheets come as style sheets for print, which neither hold main.js back (scripts wait for
  // the style sheets before them that apply) nor compete with the scripts: the browser asks for them
  // last. main.js applies each to the screen once it has loaded, and webpack's CSS loader finds them by
  // data-href instead of loading them again. The critical CSS styles the page until then; without
  // JavaScript, <noscript> has them. Scripts are asked for at low priority: the first screen needs none
  // of them, so the first screen's picture (fetchpriority="high", from the head) goes first.
  const sheetLinks = (kind: string) =>
    parts.stylesheets
      .map((href) => `<link ${kind} href="${escapeHtml(href)}" data-href="${escapeHtml(href)}">`)
      .join('');
  const sheets = parts.stylesheets.length
    ? `${sheetLinks('rel="stylesheet" media="print"')}<noscript>${sheetLinks('rel="stylesheet"')}</noscript>`
    : '';
  const scripts = parts.scripts
    ? [...new Set([...shellScripts, ...parts.scripts])]
        .filter(Boolean)
        .map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`)
        .join('')
    : '';
  const bodyEnd = body.search(/<\/body\s*>/i);
  body =
    bodyEnd < 0
      ? `${body}${scripts}${island}${sheets}`
      : `${body.slice(0, bodyEnd)}${scripts}${island}${sheets}${body.slice(bodyEnd)}`;
  return {
    html: head + body,
    styleSource: css ? styleHashSource(css) : null,
    scriptSource: EARLY_TAPS_SOURCE,
  };
}
