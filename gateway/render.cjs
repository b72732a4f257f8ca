// @ts-check
// Fills ${NAME} placeholders from a map, like the nginx image's envsubst step, and refuses to leave
// one unfilled. nginx's own variables ($host, $uri, ...) have no braces and are left alone.
const { readFileSync } = require('node:fs');

/**
 * @param {string} text
 * @param {Record<string, string | number>} values
 */
function renderTemplate(text, values) {
  const missing = new Set();
  const rendered = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    if (!(name in values)) {
      missing.add(name);
      return '';
    }
    return String(values[name]);
  });
  if (missing.size) throw new Error(`template placeholders without a value: ${[...missing].join(', ')}`);
  return rendered;
}

/**
 * @param {string} path
 * @param {Record<string, string | number>} values
 */
function renderTemplateFile(path, values) {
  return renderTemplate(readFileSync(path, 'utf8'), values);
}

module.exports = { renderTemplate, renderTemplateFile };
