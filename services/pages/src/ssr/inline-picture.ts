import { internalFetch } from '@ministry/kit/request-id';
import { attribute } from './document';

/**
 * The first screen's picture travels inside the HTML when its file is this small or smaller: on a
 * phone's network each further request waits a round trip (Lighthouse's Slow 4G: 562.5 ms), far
 * longer than a few more kilobytes take.
 */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024;

const PICTURE_TYPES = new Set(['image/svg+xml', 'image/webp', 'image/png', 'image/jpeg', 'image/avif']);
/** A picture's data address, kept this long (a published picture may be replaced), for this many pictures. */
const KEPT_MS = 60_000;
const KEPT_MAX = 64;

/** Where the render's pictures are read: the gateway's internal listener, by the browser's paths. */
export interface PictureOrigins {
  /** The site's public origin: the render writes the remotes' own files with it. */
  siteUrl: string;
  /** `/api/…` pictures (the services'). */
  apiOrigin: string;
  /** Every other path (the frontends' bundled pictures). */
  frontendOrigin: string;
}

export interface InlinedPicture {
  html: string;
  /** True when the first screen's picture is now in the HTML (its preload is then not needed). */
  inlined: boolean;
}

const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;

const decoded = (tag: string, name: string) => attribute(tag, name)?.replace(/&amp;/g, '&') ?? null;
const withoutAttribute = (tag: string, name: string) =>
  tag.replace(new RegExp(`\\s${name}="[^"]*"`, 'i'), '');

/** The file one copy for every screen must be: the widest of a srcset, else src. */
function fileOf(tag: string): string | null {
  const candidates = (decoded(tag, 'srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith('w'))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) }))
    .sort((a, b) => b.width - a.width);
  return candidates[0]?.url ?? decoded(tag, 'src');
}

/** A path of this site ("/…" or an address at its origin); null for any other host. */
function sitePath(url: string, siteUrl: string): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(siteUrl).origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

function dataAddress(type: string, bytes: Buffer): string {
  // An SVG stays text (it then compresses with the page); other pictures are base64.
  if (type === 'image/svg+xml') return `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8'))}`;
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * Puts the render's first-screen picture (the `<img fetchpriority="high">`, one per page) into the
 * HTML as a data address when it is one of the site's pictures and small enough: it then paints with
 * the text, without a request of its own. The browser's React keeps the server's attributes when it
 * hydrates, so the picture is not fetched again. Any failure, or no answer in `timeoutMs`, leaves
 * the HTML as it was.
 */
export function pictureInliner(origins: PictureOrigins, timeoutMs: number) {
  const kept = new Map<string, { address: string | null; at: number }>();

  async function read(path: string, requestId?: string): Promise<string | null> {
    const origin = path.startsWith('/api/') ? origins.apiOrigin : origins.frontendOrigin;
    const response = await internalFetch(
      `${origin}${path}`,
      { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) },
      requestId,
    );
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (!response.ok || !PICTURE_TYPES.has(type) || length > INLINE_PICTURE_MAX_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length <= INLINE_PICTURE_MAX_BYTES ? dataAddress(type, bytes) : null;
  }

  async function addressOf(path: string, requestId?: string): Promise<string | null> {
    const known = kept.get(path);
    if (known && Date.now() - known.at < KEPT_MS) return known.address;
    let address: string | null;
    try {
      address = await read(path, requestId);
    } catch {
      return null; // no answer in time: tried again on the next page
    }
    if (kept.size >= KEPT_MAX) kept.clear();
    kept.set(path, { address, at: Date.now() });
    return address;
  }

  return async function inline(html: string, requestId?: string): Promise<InlinedPicture> {
    const tag = PRIORITY_IMAGE.exec(html)?.[0];
    const file = tag ? fileOf(tag) : null;
    const path = file ? sitePath(file, origins.siteUrl) : null;
    const address = path ? await addressOf(path, requestId) : null;
    if (!tag || !address) return { html, inlined: false };
    const inlined = withoutAttribute(
      withoutAttribute(withoutAttribute(tag, 'srcset'), 'sizes'),
      'src',
    ).replace(/^<img\b/i, `<img src="${address.replace(/"/g, '%22')}"`);
    return { html: html.replace(tag, () => inlined), inlined: true };
  };
}
