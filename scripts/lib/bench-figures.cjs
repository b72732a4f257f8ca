// @ts-check
// The bench's arithmetic, kept apart from the browser so it has tests: medians, ratios to the static
// floor, goals marked from the figures, and which of a page's own resources block its first paint.

/**
 * The middle value (the mean of the two middle ones for an even count); null for no values.
 * @param {number[]} values
 * @returns {number | null}
 */
function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * How many times the floor a figure is; null when either is missing or the floor is not positive.
 * @param {number | null | undefined} value
 * @param {number | null | undefined} floor
 * @returns {number | null}
 */
function ratio(value, floor) {
  if (value == null || floor == null || !(floor > 0)) return null;
  return value / floor;
}

/**
 * A goal's cell: what is wanted, then PASS or FAIL computed from the figure (FAIL when it is missing).
 * @param {number | null | undefined} value
 * @param {{ max?: number, min?: number, unit?: string }} goal
 * @returns {string}
 */
function goalCell(value, goal) {
  const unit = goal.unit ?? '';
  const wanted = goal.max !== undefined ? `≤ ${goal.max}${unit}` : `≥ ${goal.min}${unit}`;
  const met =
    value != null &&
    Number.isFinite(value) &&
    (goal.max === undefined || value <= goal.max) &&
    (goal.min === undefined || value >= goal.min);
  return `${wanted}: ${met ? '**PASS**' : '**FAIL**'}`;
}

/**
 * A tag's attributes, names lower-cased; an attribute without a value is ''.
 * @param {string} tag the whole start tag, `<link rel=stylesheet href="/a.css">`
 * @returns {Map<string, string>}
 */
function attributesOf(tag) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const inner = tag.replace(/^<[a-zA-Z]+/, '').replace(/\/?>$/, '');
  const pattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of inner.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** @param {Map<string, string>} link */
function isBlockingStylesheet(link) {
  const rel = (link.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (!rel.includes('stylesheet') || rel.includes('alternate') || link.has('disabled')) return false;
  if (!link.get('href')) return false;
  const media = (link.get('media') ?? '').trim().toLowerCase();
  // A sheet for another medium (the print trick) is fetched without holding the paint back.
  return !/^(print|speech|not all)$/.test(media);
}

/** @param {Map<string, string>} script */
function isBlockingScript(script) {
  const type = (script.get('type') ?? '').trim().toLowerCase();
  return Boolean(script.get('src')) && !script.has('defer') && !script.has('async') && type !== 'module';
}

/** Markup with no paint of its own: scripts, styles, links, comments, templates and white space. */
function onlyInvisible(/** @type {string} */ markup) {
  return (
    markup
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<template\b[\s\S]*?<\/template\s*>/gi, '')
      .replace(/<style\b[\s\S]*?<\/style\s*>/gi, '')
      .replace(/<link\b[^>]*>/gi, '')
      .replace(/<\/(body|html)\s*>/gi, '')
      .trim() === ''
  );
}

/**
 * The resources of a page that hold its first paint back, read from its own HTML: stylesheets linked
 * in the head or in the body before content (a sheet at the body's end holds back nothing that was
 * to be painted), and classic scripts with a src in the head without `defer` or `async`.
 * @param {string} html
 * @returns {{ stylesheets: string[], scripts: string[] }} the href and src as the HTML writes them
 */
function renderBlockingResources(html) {
  // Comments, what a browser running scripts ignores (noscript) and the text of inline scripts and
  // styles (a JSON island may hold anything) are blanked out in place.
  const page = html
    .replace(/<!--[\s\S]*?-->|<noscript\b[\s\S]*?<\/noscript\s*>/gi, (text) => ' '.repeat(text.length))
    .replace(
      /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi,
      (_all, open, _name, text, close) => open + ' '.repeat(text.length) + close,
    );
  const bodyStart = page.search(/<body\b/i);
  const headEnd = bodyStart >= 0 ? bodyStart : page.length;
  /** @type {string[]} */
  const stylesheets = [];
  /** @type {string[]} */
  const scripts = [];
  for (const match of page.matchAll(/<(link|script)\b[^>]*>/gi)) {
    const at = match.index ?? 0;
    const attributes = attributesOf(match[0]);
    const inHead = at < headEnd;
    if (match[1].toLowerCase() === 'link') {
      if (!isBlockingStylesheet(attributes)) continue;
      const rest = page.slice(at + match[0].length);
      if (inHead || !onlyInvisible(rest)) stylesheets.push(attributes.get('href') ?? '');
    } else if (inHead && isBlockingScript(attributes)) {
      scripts.push(attributes.get('src') ?? '');
    }
  }
  return { stylesheets, scripts };
}

/**
 * The bytes that hold a page's first paint back: its HTML as it travelled plus each render-blocking
 * file its HTML names, as it travelled (`sizeOf` answers for an absolute URL; null when that file was
 * not seen, which is then listed in `missing` and not counted).
 * @param {{ html: string, htmlBytes: number, pageUrl: string, sizeOf: (url: string) => number | null }} page
 */
function firstPaintBytes({ html, htmlBytes, pageUrl, sizeOf }) {
  const { stylesheets, scripts } = renderBlockingResources(html);
  let totalBytes = htmlBytes;
  /** @type {string[]} */
  const missing = [];
  for (const href of [...stylesheets, ...scripts]) {
    const url = new URL(href, pageUrl).href;
    const bytes = sizeOf(url);
    if (bytes === null) missing.push(url);
    else totalBytes += bytes;
  }
  return { htmlBytes, stylesheets: stylesheets.length, scripts: scripts.length, totalBytes, missing };
}

module.exports = { median, ratio, goalCell, renderBlockingResources, firstPaintBytes };
