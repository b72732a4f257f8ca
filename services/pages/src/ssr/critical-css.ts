import Beasties from 'beasties';
import { escapeHtml } from '../heads/html';
import { prefilter, prepareSheet, tokensOf, type PreparedSheet } from './css-prefilter';

/** Fetches a style sheet's text by its browser address (the caller maps and guards it). */
export type SheetReader = (href: string) => Promise<string>;
/** A style sheet by its browser address, parsed once. */
export type PreparedSheets = (href: string) => Promise<PreparedSheet>;

/** Sheets are content-hashed: a URL's text never changes, so keep the last few hundred. */
const SHEETS_KEPT = 200;

/** A cache of parsed style sheets by URL, in front of `read` (a failed read is not kept). */
export function cachedSheets(read: SheetReader): PreparedSheets {
  const sheets = new Map<string, Promise<PreparedSheet>>();
  return (href) => {
    let sheet = sheets.get(href);
    if (!sheet) {
      sheet = read(href).then(prepareSheet);
      sheets.set(href, sheet);
      sheet.catch(() => sheets.delete(href));
      if (sheets.size > SHEETS_KEPT) sheets.delete(sheets.keys().next().value as string);
    }
    return sheet;
  };
}

class SheetsBeasties extends Beasties {
  constructor(private readonly sheets: Map<string, string>) {
    super({
      preload: 'body',
      pruneSource: false,
      mergeStylesheets: true,
      fonts: false,
      keyframes: 'critical',
      compress: true,
      reduceInlineStyles: false,
      logLevel: 'silent',
    });
  }

  override getCssAsset(href: string): string | undefined {
    return this.sheets.get(href);
  }
}

/**
 * The CSS the rendered HTML needs, from the page's full sheets: the rules whose selectors match an
 * element of `html` (beasties, after the prefilter drops what cannot match). One string for one
 * `<style>`; '' when nothing matched.
 */
export async function criticalCss(
  html: string,
  stylesheets: string[],
  sheets: PreparedSheets,
): Promise<string> {
  if (stylesheets.length === 0) return '';
  const tokens = tokensOf(html);
  const candidates = new Map(
    await Promise.all(
      stylesheets.map(async (href) => [href, prefilter(await sheets(href), tokens)] as const),
    ),
  );
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const document = `<!doctype html><html><head>${links}</head><body><div id="root">${html}</div></body></html>`;
  const processed = await new SheetsBeasties(candidates).process(document);
  const styles = [...processed.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return styles.join('');
}
