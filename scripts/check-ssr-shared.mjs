#!/usr/bin/env node
// @ts-check
// `npm test` step after the frontends are built: their server builds fit together. Each share key a
// remote's server build consumes (import: false, no copy of its own) is provided by the shell's server
// build; each app's ssrExposes are names its browser build exposes; both manifests carry the server
// entry and the contracts' SSR version; the shell's index.html and server build are one build.
import { SSR_CONTRACT_VERSION } from '@ministry/contracts/ssr';
import ssrShared from './lib/ssr-shared.cjs';
import { FRONTENDS, ROOT } from './lib/paths.mjs';

const apps = FRONTENDS.map((folder) => ssrShared.readApp(ROOT, folder));
const problems = ssrShared.ssrSharedProblems(apps, SSR_CONTRACT_VERSION);
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length) process.exit(1);
const rendered = apps.filter((app) => app.ssrExposes).map((app) => app.folder);
console.log(
  `server builds fit together: ${rendered.join(', ') || 'none'} (the shell provides all they consume)`,
);
