import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLATFORM_BUNDLED, PLATFORM_SOURCE, sharedSingletons } from '../browser-shared';

const sourceOf = (name: string): string =>
  ['.ts', '.tsx']
    .map((extension) => path.join(PLATFORM_SOURCE, `${name}${extension}`))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

/** What makes a second copy of a module on the page behave differently from the first. */
const STATE = [
  /^(let|var) /m, // a value the module changes
  /^(export )?const \w+(: [^=]+)? = new /m, // a Map, a Set, an instance
  /createContext\(/, // a context: the provider's copy and the consumer's would differ
  /createInstance\(|registerTranslations\(/, // i18next's instance, texts registered at load
  /^(window|globalThis|document)\./m, // something done to the page when it loads
];

test.each(PLATFORM_BUNDLED)('the platform module %s, bundled by each build, holds no state', (name) => {
  const source = sourceOf(name);
  expect(source).not.toBe('');
  for (const pattern of STATE) expect({ name, state: pattern.test(source) }).toEqual({ name, state: false });
});

test('every other platform module is shared as one copy; the bundled ones are not shared', () => {
  const shared = sharedSingletons({
    react: '^18.0.0',
    'react-dom': '^18.0.0',
    'react-router-dom': '^6.0.0',
    swr: '^2.0.0',
    i18next: '^23.0.0',
    'react-i18next': '^14.0.0',
    'react-bootstrap': '^2.0.0',
    '@ministry/platform': 'workspace:*',
  });
  for (const name of ['i18n', 'toast', 'session', 'api', 'messages', 'platform-provider'])
    expect(shared[`@ministry/platform/${name}`]).toMatchObject({ singleton: true });
  for (const name of PLATFORM_BUNDLED) expect(shared[`@ministry/platform/${name}`]).toBeUndefined();
  expect(shared['@ministry/platform/']).toBeUndefined();
  expect(Object.keys(shared).some((key) => key.startsWith('@ministry/contracts'))).toBe(false);
});
