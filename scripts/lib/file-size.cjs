// @ts-check
// Which source files have grown past the size one reader can hold in mind. Tests, fixtures and
// generated files do not count; a data table (rows of facts, no logic) may be longer when it is
// named in the allowance with its reason.

const MAX_LINES = 350;
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css)$/;
const NOT_SOURCE =
  /(^|\/)(__tests__|testing|fixtures|dist|build|node_modules|e2e)\/|\.(test|spec)\.|\.d\.c?ts$/;

/**
 * @param {{ path: string, lines: number }[]} files every tracked file with its line count
 * @param {Record<string, string>} allowed data tables allowed to be longer: path → why
 * @returns {{ path: string, lines: number }[]} the source files over the limit, longest first
 */
function oversizedFiles(files, allowed) {
  return files
    .filter(({ path }) => SOURCE.test(path) && !NOT_SOURCE.test(path) && !(path in allowed))
    .filter(({ lines }) => lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines);
}

module.exports = { MAX_LINES, oversizedFiles };
