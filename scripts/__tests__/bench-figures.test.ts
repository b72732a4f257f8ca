import { firstPaintBytes, goalCell, median, ratio, renderBlockingResources } from '../lib/bench-figures.cjs';

describe('the bench figures', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([3100, 2900, 3500])).toBe(3100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('divides by the floor only when there is one', () => {
    expect(ratio(900, 300)).toBe(3);
    expect(ratio(900, 0)).toBeNull();
    expect(ratio(null, 300)).toBeNull();
    expect(ratio(900, undefined)).toBeNull();
  });

  it('marks a goal from the figure, a missing figure failing', () => {
    expect(goalCell(1.9, { max: 2, unit: '×' })).toBe('≤ 2×: **PASS**');
    expect(goalCell(2.1, { max: 2, unit: '×' })).toBe('≤ 2×: **FAIL**');
    expect(goalCell(100, { min: 100 })).toBe('≥ 100: **PASS**');
    expect(goalCell(96, { min: 100 })).toBe('≥ 100: **FAIL**');
    expect(goalCell(null, { max: 50, unit: ' KB' })).toBe('≤ 50 KB: **FAIL**');
  });
});

describe('what holds the first paint back', () => {
  it('finds the stylesheets and classic scripts of the head', () => {
    const html = `<!doctype html><html><head>
      <link rel=stylesheet href=/app.css>
      <link rel="preload" href="/late.css" as="style">
      <link rel='stylesheet' href='/print.css' media='print'>
      <link rel="alternate stylesheet" href="/contrast.css">
      <script src="/legacy.js"></script>
      <script defer src=/main.js></script>
      <script async src="/stats.js"></script>
      <script type="module" src="/module.js"></script>
      <script>window.inline = '<link rel=stylesheet href=/in-a-string.css>';</script>
      <!-- <link rel="stylesheet" href="/commented.css"> -->
      <noscript><link rel="stylesheet" href="/noscript.css"></noscript>
    </head><body><div id=root></div></body></html>`;
    expect(renderBlockingResources(html)).toEqual({ stylesheets: ['/app.css'], scripts: ['/legacy.js'] });
  });

  it('counts a body stylesheet only when content follows it', () => {
    const html = `<html><head><title>x</title></head><body>
      <link rel="stylesheet" href="/before-content.css">
      <main><h1>Hello</h1></main>
      <script src="/body-script.js"></script>
      <link rel="stylesheet" href="/at-the-end.css">
      <script defer src="/main.js"></script>
    </body></html>`;
    expect(renderBlockingResources(html)).toEqual({ stylesheets: ['/before-content.css'], scripts: [] });
  });

  it('finds nothing in a page that loads everything from its scripts', () => {
    const html =
      '<!doctype html><html lang=en><head><script defer src=/main.js></script>' +
      '<link rel=preload href=/1.css as=style></head><body><div id=root></div></body></html>';
    expect(renderBlockingResources(html)).toEqual({ stylesheets: [], scripts: [] });
  });
});

describe('the bytes that hold the first paint back', () => {
  it('adds the blocking files, found by their absolute address, to the HTML', () => {
    const html =
      '<html><head><link rel=stylesheet href="/site.css"><link rel=stylesheet href="../other.css">' +
      '<script src="https://cdn.example/lib.js"></script><script defer src="/main.js"></script>' +
      '</head><body><main>Hi</main></body></html>';
    const sizes: Record<string, number> = {
      'http://site.test/site.css': 3000,
      'http://site.test/other.css': 500,
      'https://cdn.example/lib.js': 1200,
      'http://site.test/main.js': 90_000,
    };
    expect(
      firstPaintBytes({
        html,
        htmlBytes: 800,
        pageUrl: 'http://site.test/shop/item',
        sizeOf: (url) => sizes[url] ?? null,
      }),
    ).toEqual({ htmlBytes: 800, stylesheets: 2, scripts: 1, totalBytes: 5500, missing: [] });
  });

  it('says which blocking file it did not see instead of counting it as nothing', () => {
    const html = '<head><link rel=stylesheet href=/gone.css></head><body>x</body>';
    expect(
      firstPaintBytes({ html, htmlBytes: 100, pageUrl: 'http://site.test/', sizeOf: () => null }),
    ).toEqual({
      htmlBytes: 100,
      stylesheets: 1,
      scripts: 0,
      totalBytes: 100,
      missing: ['http://site.test/gone.css'],
    });
  });
});
