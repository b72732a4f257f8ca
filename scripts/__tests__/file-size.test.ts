import { MAX_LINES, oversizedFiles } from '../lib/file-size.cjs';

describe('source files stay readable', () => {
  const long = MAX_LINES + 1;

  it('names the source files over the limit, longest first', () => {
    const files = [
      { path: 'services/shop/src/orders/service.ts', lines: long },
      { path: 'mfe-content/src/styles/content.css', lines: long + 200 },
      { path: 'scripts/bench.mjs', lines: MAX_LINES },
    ];
    expect(oversizedFiles(files, {})).toEqual([files[1], files[0]]);
  });

  it('leaves out tests, fixtures, generated files, prose and the data tables it is told of', () => {
    const files = [
      'services/shop/src/__tests__/checkout.test.ts',
      'e2e/tests/shop-journey.spec.ts',
      'services/kit/testing/src/database.ts',
      'shell/dist/main.js',
      'shell/build/tsc/island.d.ts',
      'README.md',
      'services/content/src/resources/library.ts',
    ].map((path) => ({ path, lines: long }));
    expect(oversizedFiles(files, { 'services/content/src/resources/library.ts': 'data' })).toEqual([]);
  });
});
