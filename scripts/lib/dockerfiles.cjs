// @ts-check
// Checks, without a Docker engine, that every COPY/ADD of a Dockerfile finds its sources in the build
// context and that .dockerignore does not leave them out (the mistake a real build would only reveal
// on the build machine).
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ regex: RegExp, segments: RegExp[], negated: boolean, deep: boolean }} IgnoreRule
 */

/** @param {string} glob one path segment, or a whole path when `**` may span segments */
function globToRegexSource(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/';
      source += slashAfter ? '(?:.*/)?' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const end = glob.indexOf(']', i);
      source += end > i ? glob.slice(i, end + 1).replace('[!', '[^') : '\\[';
      if (end > i) i = end;
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return source;
}

/** @param {string} text the .dockerignore file @returns {IgnoreRule[]} */
function parseDockerignore(text) {
  /** @type {IgnoreRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    let pattern = line.trim();
    if (!pattern || pattern.startsWith('#')) continue;
    const negated = pattern.startsWith('!');
    if (negated) pattern = pattern.slice(1).trim();
    pattern = path.posix.normalize(pattern.replace(/^\/+/, '')).replace(/\/+$/, '');
    rules.push({
      regex: new RegExp(`^${globToRegexSource(pattern)}$`),
      segments: pattern.split('/').map((segment) => new RegExp(`^${globToRegexSource(segment)}$`)),
      negated,
      deep: pattern.includes('**'),
    });
  }
  return rules;
}

/** @param {string} relative a path inside the context, '/'-separated @param {IgnoreRule[]} rules */
function isExcluded(relative, rules) {
  const parts = relative.split('/');
  const selfAndAncestors = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) {
    if (selfAndAncestors.some((candidate) => rule.regex.test(candidate))) excluded = !rule.negated;
  }
  return excluded;
}

/** Whether an exception rule could bring back something below a directory that is left out. */
function mayReincludeBelow(/** @type {string} */ dir, /** @type {IgnoreRule[]} */ rules) {
  const parts = dir.split('/');
  return rules.some(
    (rule) =>
      rule.negated &&
      (rule.deep ||
        (rule.segments.length > parts.length && parts.every((part, i) => rule.segments[i].test(part)))),
  );
}

/** Every file of the context that is sent to the builder, as '/'-separated relative paths. */
function contextFiles(/** @type {string} */ context, /** @type {IgnoreRule[]} */ rules) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(path.join(context, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isExcluded(child, rules) || mayReincludeBelow(child, rules)) walk(child);
      } else if (!isExcluded(child, rules)) files.push(child);
    }
  };
  walk('');
  return files;
}

/**
 * Dockerfile instructions with continuation lines joined and comments dropped.
 * @param {string} text
 * @returns {{ keyword: string, args: string }[]}
 */
function parseInstructions(text) {
  const result = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += continued ? line.replace(/\\\s*$/, ' ') : line;
    if (continued) continue;
    const match = /^\s*([A-Za-z]+)\s+(.*)$/.exec(pending);
    if (match) result.push({ keyword: match[1].toUpperCase(), args: match[2].trim() });
    pending = '';
  }
  return result;
}

/** @param {string} text @param {Record<string, string>} values */
function substitute(text, values) {
  return text.replace(
    /\$\{(\w+)(?::?-([^}]*))?\}|\$(\w+)/g,
    (_match, braced, fallback, bare) => values[braced ?? bare] || fallback || '',
  );
}

/**
 * The sources of one COPY/ADD, or null when it copies from another stage or image.
 * @param {string} args @param {Record<string, string>} values
 */
function copySources(args, values) {
  const tokens = args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/);
  const flags = tokens.filter((/** @type {string} */ token) => token.startsWith('--'));
  if (flags.some((/** @type {string} */ flag) => flag.startsWith('--from='))) return null;
  const paths = tokens.filter((/** @type {string} */ token) => !token.startsWith('--'));
  return paths
    .slice(0, -1)
    .map((/** @type {string} */ source) => substitute(source, values))
    .filter((/** @type {string} */ source) => !/^(https?:\/\/|git@)/.test(source));
}

/**
 * @param {{ dockerfile: string, context: string, buildArgs?: Record<string, string> }} image
 * @returns {string[]} one message per COPY/ADD source the context does not provide
 */
function checkDockerfile({ dockerfile, context, buildArgs = {} }) {
  const ownIgnore = `${dockerfile}.dockerignore`;
  const ignoreFile = existsSync(ownIgnore) ? ownIgnore : path.join(context, '.dockerignore');
  const rules = existsSync(ignoreFile) ? parseDockerignore(readFileSync(ignoreFile, 'utf8')) : [];
  /** @type {string[] | undefined} */
  let files;
  const sent = () => (files ??= contextFiles(context, rules));
  /** @type {Record<string, string>} */
  const values = {};
  const problems = [];
  for (const { keyword, args } of parseInstructions(readFileSync(dockerfile, 'utf8'))) {
    if (keyword === 'ARG') {
      const [name, ...fallback] = args.split('=');
      // A stage's bare `ARG NAME` keeps the value given before the first FROM.
      values[name] = buildArgs[name] ?? (fallback.length ? fallback.join('=') : (values[name] ?? ''));
      continue;
    }
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    for (const source of copySources(args, values) ?? []) {
      const relative = path.posix.normalize(source).replace(/^(\.\/)+|\/+$/g, '');
      const found =
        relative === '.'
          ? sent().length > 0
          : /[*?[]/.test(relative)
            ? sent().some((file) => new RegExp(`^${globToRegexSource(relative)}(/|$)`).test(file))
            : sent().some((file) => file === relative || file.startsWith(`${relative}/`));
      if (found) continue;
      const reason = existsSync(path.join(context, relative))
        ? `left out by ${path.relative(process.cwd(), ignoreFile)}`
        : 'not in the build context';
      problems.push(`${path.relative(process.cwd(), dockerfile)}: ${keyword} ${source}: ${reason}`);
    }
  }
  return problems;
}

/** Dockerfiles in a tree (not in node_modules): the checker's list must name each of them. */
function findDockerfiles(/** @type {string} */ root) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (['node_modules', '.git', 'dist', '.tools'].includes(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (/(^|\.)Dockerfile$/.test(entry.name) && statSync(path.join(root, child)).isFile())
        found.push(child);
    }
  };
  walk('');
  return found.sort();
}

module.exports = { checkDockerfile, findDockerfiles, isExcluded, parseDockerignore };
