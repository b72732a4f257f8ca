// What each remote's build wrote into its browser manifest (run after scripts/build-frontends.mjs,
// jest.after-build.config.js): the shared modules an exposed module needs before it runs, with the
// files of the remote's own copy (first-shared.js), which the pages service names in a rendered page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');

function manifestOf(remote: string): {
  metaData: {
    firstShared?: Record<string, Record<string, string[]>>;
    firstTexts?: Record<string, Record<string, string[]>>;
  };
  exposes: { name: string }[];
} {
  const file = path.join(root, remote, 'dist', 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`node scripts/build-frontends.mjs\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof manifestOf>;
}

test.each(['mfe-content', 'mfe-shop', 'mfe-events'])(
  '%s: every exposed module lists the shared modules it needs first, each with files its build wrote',
  (remote) => {
    const manifest = manifestOf(remote);
    const firstShared = manifest.metaData.firstShared ?? {};
    expect(Object.keys(firstShared).sort()).toEqual(manifest.exposes.map((expose) => expose.name).sort());
    for (const [expose, shared] of Object.entries(firstShared)) {
      // Every section renders with React and its texts.
      expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-i18next']));
      for (const [key, files] of Object.entries(shared)) {
        expect({ expose, key, files: files.length > 0 }).toEqual({ expose, key, files: true });
        for (const file of files) expect(existsSync(path.join(root, remote, 'dist', file))).toBe(true);
      }
    }
  },
);

test("the home page's section needs the platform's texts before it runs; the contracts are its own code, not shared", () => {
  const home = manifestOf('mfe-content').metaData.firstShared?.Home ?? {};
  expect(Object.keys(home)).toEqual(expect.arrayContaining(['@ministry/platform/i18n']));
  expect(Object.keys(home).filter((key) => key.startsWith('@ministry/contracts'))).toEqual([]);
  // Not what other pages load: the card payment step.
  expect(Object.keys(home)).not.toContain('@ministry/platform/payment');
});

test.each(['mfe-shop', 'mfe-events', 'mfe-account', 'mfe-admin'])(
  "%s: each exposed module's texts are chunks of their own per language, none shared by the two",
  (remote) => {
    const manifest = manifestOf(remote);
    const firstTexts = manifest.metaData.firstTexts ?? {};
    expect(Object.keys(firstTexts).sort()).toEqual(manifest.exposes.map((expose) => expose.name).sort());
    const pages = Object.entries(firstTexts).filter(([, byLanguage]) => Object.keys(byLanguage).length > 0);
    expect(pages.length).toBeGreaterThan(0);
    for (const [expose, byLanguage] of pages) {
      expect({ expose, languages: Object.keys(byLanguage) }).toEqual({ expose, languages: ['en', 'es'] });
      const [english = [], spanish = []] = [byLanguage.en, byLanguage.es];
      expect(english.filter((file) => spanish.includes(file))).toEqual([]);
      for (const file of [...english, ...spanish])
        expect(existsSync(path.join(root, remote, 'dist', file))).toBe(true);
    }
  },
);

test("the shop list's texts: the English chunk holds the English words only, the Spanish one the Spanish", () => {
  const byLanguage = manifestOf('mfe-shop').metaData.firstTexts?.ShopList ?? {};
  const read = (files: string[] = []) =>
    files.map((file) => readFileSync(path.join(root, 'mfe-shop', 'dist', file), 'utf8')).join('');
  const [english, spanish] = [read(byLanguage.en), read(byLanguage.es)];
  expect(english).toContain('Add to Cart');
  expect(english).not.toContain('Añadir al carrito');
  expect(spanish).toContain('Añadir al carrito');
  expect(spanish).not.toContain('Add to Cart');
});

test("the shell's start-up texts (the site's common ones): a chunk per language, the pages service names the page's", () => {
  const file = path.join(root, 'shell', 'dist', 'mf-manifest.json');
  const { metaData } = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData: { startupTexts?: Record<string, string[]> };
  };
  const { en = [], es = [] } = metaData.startupTexts ?? {};
  expect([en.length, es.length]).toEqual([1, 1]);
  const read = (name: string) => readFileSync(path.join(root, 'shell', 'dist', name), 'utf8');
  expect(read(en[0]!)).toContain('Skip to content');
  expect(read(es[0]!)).toContain('Saltar al contenido');
  expect(read(es[0]!)).not.toContain('Skip to content');
});
