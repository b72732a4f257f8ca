import { INLINE_PICTURE_MAX_BYTES, pictureInliner } from '../ssr/inline-picture';
import { SITE, startStub, type StubService } from './support';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="#5b2a56"/></svg>';
const PORTRAIT = Buffer.from('RIFF....WEBPVP8 portrait bytes');
const PORTRAIT_SMALL = Buffer.from('RIFF....WEBPVP8 small');
const BIG = Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1, 1);

let api: StubService;
let frontends: StubService;
let inline: ReturnType<typeof pictureInliner>;

beforeAll(async () => {
  api = await startStub({
    '/api/site-content/images/p1.w480.webp': { file: { type: 'image/webp', bytes: PORTRAIT } },
    '/api/site-content/images/p1.w160.webp': { file: { type: 'image/webp', bytes: PORTRAIT_SMALL } },
    '/api/products/images/big.webp': { file: { type: 'image/webp', bytes: BIG } },
    '/api/products/images/page.svg': {
      file: { type: 'text/html', bytes: Buffer.from('<p>not a picture</p>') },
    },
    '/api/products/images/slow.svg': {
      file: { type: 'image/svg+xml', bytes: Buffer.from(SVG) },
      delayMs: 400,
    },
  });
  frontends = await startStub({
    '/remotes/content/assets/hero.svg': {
      file: { type: 'image/svg+xml; charset=utf-8', bytes: Buffer.from(SVG) },
    },
  });
  inline = pictureInliner({ siteUrl: SITE, apiOrigin: api.url, frontendOrigin: frontends.url }, 200);
});

afterAll(async () => {
  await Promise.all([api.close(), frontends.close()]);
});

const page = (img: string) => `<main><h1>Title</h1>${img}<img src="/api/later.webp" loading="lazy"/></main>`;

test('a small bundled SVG of the first screen is written into the HTML as text, its other attributes kept', async () => {
  const html = page(
    `<img src="${SITE}/remotes/content/assets/hero.svg" alt="Three women" width="560" height="480" class="img-fluid" loading="eager" fetchpriority="high"/>`,
  );
  const result = await inline(html);
  expect(result.inlined).toBe(true);
  const tag = /<img[^>]*fetchpriority[^>]*>/.exec(result.html)![0];
  expect(tag).toContain(`src="data:image/svg+xml,${encodeURIComponent(SVG)}"`);
  expect(tag).toContain('alt="Three women" width="560" height="480" class="img-fluid"');
  // Only the first screen's picture: the others keep their address.
  expect(result.html).toContain('<img src="/api/later.webp" loading="lazy"/>');
  expect(frontends.requests.map((r) => r.url)).toContain('/remotes/content/assets/hero.svg');
});

test('a picture with variants is written once, as its widest variant, without srcset and sizes', async () => {
  const html = page(
    '<img srcSet="/api/site-content/images/p1.w160.webp 160w, /api/site-content/images/p1.w480.webp 480w" sizes="240px" src="/api/site-content/images/p1.webp" alt="Portrait" fetchpriority="high"/>',
  );
  const result = await inline(html);
  expect(result.inlined).toBe(true);
  expect(result.html).toContain(
    `<img src="data:image/webp;base64,${PORTRAIT.toString('base64')}" alt="Portrait" fetchpriority="high"/>`,
  );
  expect(result.html).not.toMatch(/srcset|sizes=/i);
});

test('the HTML is left as it was for a picture too large, not a picture, of another host, slow, or none', async () => {
  const cases = [
    '<img src="/api/products/images/big.webp" fetchpriority="high"/>',
    '<img src="/api/products/images/page.svg" fetchpriority="high"/>',
    '<img src="https://elsewhere.test/hero.svg" fetchpriority="high"/>',
    '<img src="/api/products/images/missing.svg" fetchpriority="high"/>',
    '<img src="/api/products/images/slow.svg" fetchpriority="high"/>',
    '<img src="/api/site-content/images/p1.w480.webp" alt="no priority"/>',
  ];
  for (const img of cases) {
    const html = page(img);
    await expect(inline(html)).resolves.toEqual({ html, inlined: false });
  }
  expect(api.requests.some((r) => r.url.includes('elsewhere'))).toBe(false);
});

test('a picture read once is not read again for the next page', async () => {
  const html = page(`<img src="${SITE}/remotes/content/assets/hero.svg" fetchpriority="high"/>`);
  const before = frontends.requests.length;
  await inline(html);
  await inline(html);
  expect(frontends.requests.length).toBe(before);
});
