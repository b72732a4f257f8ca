// What the shell's build ships as the shared `react-bootstrap` (run after scripts/build-frontends.mjs,
// jest.after-build.config.js): the components of react-bootstrap.mjs, read from the source maps of
// the files its manifest names for that share key, and not the rest of the library.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(__dirname, '../../../../shell/dist');

function sharedSources(key: string): string[] {
  const file = path.join(dist, 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`node scripts/build-frontends.mjs\` first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    metaData: { sharedFiles?: Record<string, string[]> };
  };
  const files = manifest.metaData.sharedFiles?.[key] ?? [];
  expect(files.length).toBeGreaterThan(0);
  // The subset module's own file (its re-exports) can come without a map.
  return files
    .filter((script) => existsSync(path.join(dist, `${script}.map`)))
    .flatMap(
      (script) =>
        (JSON.parse(readFileSync(path.join(dist, `${script}.map`), 'utf8')) as { sources: string[] }).sources,
    );
}

test("the shared react-bootstrap holds the site's components, not the whole library", () => {
  const sources = sharedSources('react-bootstrap');
  const has = (pattern: RegExp) => sources.some((source) => pattern.test(source));
  for (const component of ['Button', 'Modal', 'Form', 'Tab', 'Navbar']) {
    expect({ component, shipped: has(new RegExp(`react-bootstrap/esm/${component}\\.js$`)) }).toEqual({
      component,
      shipped: true,
    });
  }
  // Not used anywhere, and what the member's avatar menu alone brings (Dropdown and Popper).
  for (const absent of [
    /esm\/Carousel\.js$/,
    /esm\/Toast\.js$/,
    /esm\/OverlayTrigger\.js$/,
    /@popperjs\/core/,
  ]) {
    expect({ absent: absent.source, shipped: has(absent) }).toEqual({
      absent: absent.source,
      shipped: false,
    });
  }
});
