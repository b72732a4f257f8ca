// @ts-check
// Every deployable's pipeline runs `jest --selectProjects <folder>`, and jest fails when a project
// has no test: a deployable without tests could never ship. This finds them in a run's JSON report.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * The folder of each deployable a workflow ships (`deployable: <name>`), as deployable.yml maps it.
 * @param {string} root
 * @returns {string[]}
 */
function deployableFolders(root) {
  const workflows = path.join(root, '.github', 'workflows');
  const services = readdirSync(path.join(root, 'services'));
  return readdirSync(workflows)
    .map(
      (file) => /^\s+deployable: ([\w-]+)\s*$/m.exec(readFileSync(path.join(workflows, file), 'utf8'))?.[1],
    )
    .filter((name) => name !== undefined)
    .map((name) => (services.includes(name) ? `services/${name}` : name))
    .sort();
}

/**
 * The folders with no passing test in a jest `--json` report.
 * @param {{ testResults: { name: string, assertionResults: { status: string }[] }[] }} report
 * @param {string[]} folders relative to root
 * @param {string} root
 * @returns {string[]}
 */
function foldersWithoutTests(report, folders, root) {
  return folders.filter(
    (folder) =>
      !report.testResults.some(
        (file) =>
          path.relative(root, file.name).startsWith(`${folder}/`) &&
          file.assertionResults.some((test) => test.status === 'passed'),
      ),
  );
}

module.exports = { deployableFolders, foldersWithoutTests };
