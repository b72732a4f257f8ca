import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packageImports, staticSpecifiers } from '../lib/bootstrap-imports.cjs';

const ROOT = join(__dirname, '..', '..');

describe('the scripts a bare clone runs first import only Node built-ins', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bootstrap-imports-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a package reached through its own files, with the chain (start.mjs as of 9d7a11d)', () => {
    write(
      'scripts/start.mjs',
      "import { run } from './lib/run.mjs';\nimport { stackPorts } from './lib/stack.mjs';\nawait import('./stack.mjs');\n",
    );
    write('scripts/lib/run.mjs', "import { spawnSync } from 'node:child_process';\n");
    write(
      'scripts/lib/stack.mjs',
      "import { join } from 'node:path';\nimport mailServer from '../../tools/mail-server/mail-server.cjs';\n",
    );
    write(
      'tools/mail-server/mail-server.cjs',
      "const fs = require('fs');\nconst { SMTPServer } = require('smtp-server');\n",
    );
    write('scripts/stack.mjs', "import express from 'express';\n");
    expect(packageImports(dir, ['scripts/start.mjs'])).toEqual([
      {
        chain: ['scripts/start.mjs', 'scripts/lib/stack.mjs', 'tools/mail-server/mail-server.cjs'],
        specifier: 'smtp-server',
      },
    ]);
  });

  it('reads every static form and leaves out dynamic imports and comments', () => {
    const text = [
      "import a from 'pkg-a';",
      "import {\n  b,\n  c,\n} from 'pkg-b';",
      "import 'pkg-c';",
      "export { d } from 'pkg-d';",
      "export * from './local.mjs';",
      "const e = require('pkg-e');",
      "const f = await import('pkg-f');",
      "// import g from 'pkg-g';",
      "/** @type {import('pkg-h').H} */",
      "const url = 'http://example.test'; const i = require('node:fs');",
    ].join('\n');
    expect(staticSpecifiers(text).sort()).toEqual(
      ['./local.mjs', 'node:fs', 'pkg-a', 'pkg-b', 'pkg-c', 'pkg-d', 'pkg-e'].sort(),
    );
  });

  it('holds for the repository: npm start, npm test and setup', () => {
    expect(packageImports(ROOT)).toEqual([]);
  });
});
