import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkDockerfile, isExcluded, parseDockerignore } from '../lib/dockerfiles.cjs';

let context: string;

/** A build context made of the given files (path → content). */
function makeContext(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(context, file)), { recursive: true });
    writeFileSync(join(context, file), content);
  }
}

const check = (buildArgs: Record<string, string> = {}) =>
  checkDockerfile({ dockerfile: join(context, 'Dockerfile'), context, buildArgs });

beforeEach(() => {
  context = mkdtempSync(join(tmpdir(), 'check-dockerfiles-'));
});

afterEach(() => {
  rmSync(context, { recursive: true, force: true });
});

describe('checkDockerfile', () => {
  it('passes when every source is in the context', () => {
    makeContext({
      Dockerfile:
        'FROM node AS build\nCOPY package.json ./\nCOPY src src\nCOPY --from=build /app/dist dist\n',
      'package.json': '{}',
      'src/index.ts': '',
    });
    expect(check()).toEqual([]);
  });

  it('reports a source missing from the context', () => {
    makeContext({
      Dockerfile: 'FROM node\nCOPY package.json \\\n  tsconfig.json ./\n',
      'package.json': '{}',
    });
    expect(check()).toEqual([expect.stringMatching(/COPY tsconfig\.json: not in the build context$/)]);
  });

  it('reports a source that .dockerignore leaves out, and accepts it once an exception brings it back', () => {
    makeContext({
      Dockerfile: 'FROM nginx\nCOPY templates/site.conf /etc/nginx/conf.d/\n',
      '.dockerignore': '*\n!Dockerfile\n',
      'templates/site.conf': '',
    });
    expect(check()).toEqual([
      expect.stringMatching(/COPY templates\/site\.conf: left out by .*\.dockerignore$/),
    ]);
    writeFileSync(join(context, '.dockerignore'), '*\n!templates/site.conf\n');
    expect(check()).toEqual([]);
  });

  it('reports a folder whose every file is left out', () => {
    makeContext({
      Dockerfile: 'FROM node\nCOPY dist dist\n',
      '.dockerignore': '**/dist\n',
      'dist/main.js': '',
    });
    expect(check()).toHaveLength(1);
  });

  it('fills build args and their defaults in, and matches globs', () => {
    makeContext({
      Dockerfile:
        'ARG APP\nARG FLAVOUR=plain\nFROM node\nARG APP\nARG FLAVOUR\nCOPY ${APP} ${APP}\nCOPY $FLAVOUR.txt apps/*/package.json ./\n',
      'shop/index.ts': '',
      'plain.txt': '',
      'apps/one/package.json': '{}',
    });
    expect(check({ APP: 'shop' })).toEqual([]);
    expect(check({ APP: 'events' })).toEqual([expect.stringContaining('COPY events')]);
    expect(check({ APP: 'shop', FLAVOUR: 'spicy' })).toEqual([expect.stringContaining('COPY spicy.txt')]);
  });
});

describe('.dockerignore rules', () => {
  it('follow Docker: the last matching rule wins, and a rule on a folder covers what it holds', () => {
    const rules = parseDockerignore('# comment\n*\n!services/\n**/node_modules\n!README.md\n');
    expect(isExcluded('tools/go.mod', rules)).toBe(true);
    expect(isExcluded('services/shop/src/app.ts', rules)).toBe(false);
    expect(isExcluded('services/shop/node_modules/koa/index.js', rules)).toBe(true);
    expect(isExcluded('node_modules/x', rules)).toBe(true);
    expect(isExcluded('README.md', rules)).toBe(false);
  });
});

it("the project's own Dockerfiles pass", () => {
  const result = spawnSync(process.execPath, [join(__dirname, '..', 'check-dockerfiles.mjs')], {
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
