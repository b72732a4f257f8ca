import request from 'supertest';
import type { Product } from '@ministry/contracts/product';
import type { AboutContent, Bilingual } from '@ministry/contracts/site-content';
import { TEE } from './fixtures';
import { shellFolder, startStub, testApp, type StubService } from './support';

const shell = shellFolder();
let api: StubService;
let app: ReturnType<typeof testApp>;

const both = (text: string): Bilingual => ({ en: text, es: text });
const FOUNDER_PHOTO = '/api/site-content/images/65a0c0ffee0000000000c001.webp';
const ABOUT: AboutContent = {
  hero: { heading: both('About us'), lead: both('Who we are.') },
  founder: {
    heading: both('Our founder'),
    name: both('Pastor María Rodríguez'),
    role: both('Founder'),
    story: both('She began it.'),
    quote: both('Purpose.'),
    photo: { url: FOUNDER_PHOTO, alt: both('Portrait of María') },
  },
  mission: { heading: both('Mission'), text: both('To serve.') },
  vision: { heading: both('Vision'), text: both('Women of purpose.') },
  values: { heading: both('Values'), intro: both('What we hold.'), items: [] },
};

const BRACELET: Product = {
  ...TEE,
  id: '65a0c0ffee0000000000b009',
  type: 'bracelet',
  inventoryBySize: undefined,
  imageUrl: '/api/products/images/bracelet-cross.0123456789.svg',
  birthstoneImageUrls: {
    January: '/api/products/images/bracelet-cross-january.abcdef0123.svg',
    February: '/api/products/images/bracelet-cross-february.abcdef0123.svg',
  },
};

const PHOTOGRAPHED: Product = {
  ...TEE,
  id: '65a0c0ffee0000000000b010',
  imageUrl: '/api/products/images/65a0c0ffee0000000000d001.webp',
};

beforeAll(async () => {
  api = await startStub({
    '/api/site-content/about': {
      body: { key: 'about', content: ABOUT, revision: 1, publishedAt: '2026-11-27T12:00:00Z' },
    },
    [`/api/products/${TEE.id}`]: { body: TEE },
    [`/api/products/${BRACELET.id}`]: { body: BRACELET },
    [`/api/products/${PHOTOGRAPHED.id}`]: { body: PHOTOGRAPHED },
    '/api/products': { body: [BRACELET, TEE] },
    '/api/resources': {
      body: [{ id: 'r1', category: 'family', imageUrl: '/api/resources/images/family.svg' }],
    },
  });
  app = testApp({ shellIndex: shell.indexPath, apiOrigin: api.url });
});

afterAll(async () => {
  await api.close();
  shell.remove();
});

/** The head's image preloads, each as its attributes. */
async function preloads(path: string): Promise<Record<string, string>[]> {
  const response = await request(app).get(path);
  expect(response.status).toBe(200);
  const head = response.text.slice(0, response.text.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}

const widths = (stem: string, list: number[]) =>
  list.map((width) => `${stem}.w${width}.webp ${width}w`).join(', ');

describe("the head asks for the first screen's largest picture first", () => {
  it("on a product's page: an uploaded photo in the widths and layout of the page's <img>", async () => {
    expect(await preloads(`/shop/${PHOTOGRAPHED.id}`)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: PHOTOGRAPHED.imageUrl,
        imagesrcset: widths('/api/products/images/65a0c0ffee0000000000d001', [160, 320, 480, 800, 1200]),
        imagesizes: '(min-width: 768px) 50vw, 100vw',
        fetchpriority: 'high',
      },
    ]);
  });

  it("on a product's page: a drawing as it is (no variants: the SVG is smaller)", async () => {
    expect(await preloads(`/shop/${TEE.id}`)).toEqual([
      { rel: 'preload', as: 'image', href: TEE.imageUrl, fetchpriority: 'high' },
    ]);
  });

  it("on a bracelet's page: the picture of the birthstone it opens with", async () => {
    const [preload] = await preloads(`/shop/${BRACELET.id}`);
    expect(preload?.href).toBe(BRACELET.birthstoneImageUrls!.January);
  });

  it("on the about page: the founder's portrait, up to twice the 240 px it is shown at", async () => {
    expect(await preloads('/about')).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: FOUNDER_PHOTO,
        imagesrcset: widths('/api/site-content/images/65a0c0ffee0000000000c001', [160, 320, 480]),
        imagesizes: '240px',
        fetchpriority: 'high',
      },
    ]);
  });

  it("on the shop and the resources: the first card's picture", async () => {
    expect((await preloads('/shop'))[0]?.href).toBe(BRACELET.imageUrl);
    expect((await preloads('/resources'))[0]?.href).toBe('/api/resources/images/family.svg');
  });

  it("never for another host's picture", async () => {
    api.answers.set(`/api/products/${TEE.id}`, {
      body: { ...TEE, imageUrl: 'https://elsewhere.example/x.webp' },
    });
    try {
      expect(await preloads(`/shop/${TEE.id}`)).toEqual([]);
    } finally {
      api.answers.set(`/api/products/${TEE.id}`, { body: TEE });
    }
  });

  it('nowhere else', async () => {
    expect(await preloads('/contact')).toEqual([]);
  });
});
