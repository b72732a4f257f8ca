#!/usr/bin/env node
// @ts-check
// `npm test` step: each Dockerfile's COPY/ADD sources exist in its build context and are not left out
// by .dockerignore, for every value of its build args (no Docker engine needed; see lib/dockerfiles.cjs).
import { join } from 'node:path';
import dockerfiles from './lib/dockerfiles.cjs';
import { FRONTENDS, ROOT, SERVICES } from './lib/paths.mjs';

/** Each Dockerfile with its build context (as docker-compose.yml and the CI workflows build it). */
const IMAGES = [
  { dockerfile: 'services/Dockerfile', context: '.', variants: SERVICES.map((SERVICE) => ({ SERVICE })) },
  { dockerfile: 'frontends.Dockerfile', context: '.', variants: FRONTENDS.map((APP) => ({ APP })) },
  { dockerfile: 'gateway/Dockerfile', context: 'gateway', variants: [{}] },
  { dockerfile: 'ops/backup/Dockerfile', context: '.', variants: [{}] },
];

const problems = [];
const unchecked = dockerfiles
  .findDockerfiles(ROOT)
  .filter((file) => !IMAGES.some((image) => image.dockerfile === file));
for (const file of unchecked) problems.push(`${file}: not listed in scripts/check-dockerfiles.mjs`);
for (const image of IMAGES) {
  for (const buildArgs of image.variants) {
    problems.push(
      ...dockerfiles.checkDockerfile({
        dockerfile: join(ROOT, image.dockerfile),
        context: join(ROOT, image.context),
        buildArgs,
      }),
    );
  }
}
for (const problem of new Set(problems)) console.error(`✖ ${problem}`);
if (problems.length) process.exit(1);
console.log(`${IMAGES.length} Dockerfiles: every COPY source is in its build context`);
