import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'check-import-cycles.mjs');

const check = (root?: string) =>
  spawnSync(process.execPath, root ? [SCRIPT, root] : [SCRIPT], { cwd: ROOT, encoding: 'utf8' });

/** A repository of two workspaces, written into a fresh folder. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const WORKSPACES = {
  'packages/widgets/package.json': '{ "name": "@ministry/widgets" }',
  'services/orders/package.json': '{ "name": "@ministry/orders" }',
  // Built copies are not source, even inside src: a cycle through them does not count.
  'packages/widgets/src/dist/a.d.ts': "import './b';",
  'packages/widgets/src/dist/b.d.ts': "import './a';",
};

describe('check-import-cycles', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('reports a cycle of three files, through a type-only import and a workspace import', () => {
    const root = repository({
      ...WORKSPACES,
      'packages/widgets/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'packages/widgets/src/b.ts':
        "import type { C } from '@ministry/orders/c';\nexport const b = (c?: C) => c;\n",
      'services/orders/src/c.ts': "export { a } from '@ministry/widgets/a';\nexport type C = string;\n",
    });
    made.push(root);
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'packages/widgets/src/a.ts → packages/widgets/src/b.ts → services/orders/src/c.ts → packages/widgets/src/a.ts',
    );
  });

  it('passes the same files once the loop is broken, with imports it cannot follow left out', () => {
    const root = repository({
      ...WORKSPACES,
      'packages/widgets/src/a.ts': "import { b } from './b';\nimport 'koa';\nexport const a = () => b;\n",
      'packages/widgets/src/b.ts':
        "import type { C } from '@ministry/orders/c';\nexport const b = (c?: C) => c;\n",
      'services/orders/src/c.ts': "import './styles.css';\nexport type C = string;\n",
    });
    made.push(root);
    const run = check(root);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('no import cycle among 3 source files');
    expect(run.status).toBe(0);
  });

  it('finds no cycle in the repository', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
