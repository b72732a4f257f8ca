// @ts-check
// Which installed packages refuse the oldest Node the project supports (their `engines.node`), read from
// the lockfile, which records every installed package's engines.
const semver = require('semver');

/**
 * @param {{ packages?: Record<string, { version?: string, engines?: unknown }> }} lock package-lock.json
 * @param {string} nodeVersion the oldest supported Node, '20.19.0'
 * @returns {{ name: string, version: string, node: string }[]}
 */
function packagesRefusingNode(lock, nodeVersion) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    const engines = /** @type {{ node?: unknown } | undefined} */ (entry.engines);
    const node = typeof engines?.node === 'string' ? engines.node : null;
    if (!path || !node || semver.satisfies(nodeVersion, node)) return [];
    return [{ name: path.replace(/^.*node_modules\//, ''), version: entry.version ?? '?', node }];
  });
}

/** The oldest Node a root `engines.node` range allows ('>=20.19' → '20.19.0'). */
/** @param {string} range */
function oldestNode(range) {
  const found = semver.minVersion(range);
  if (!found) throw new Error(`engines.node '${range}' names no version`);
  return found.version;
}

module.exports = { packagesRefusingNode, oldestNode };
