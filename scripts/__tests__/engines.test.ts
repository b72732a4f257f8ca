import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oldestNode, packagesRefusingNode } from '../lib/engines.cjs';

const ROOT = join(__dirname, '..', '..');

describe('packages fit the Node the project names', () => {
  it('names each package whose engines refuse that Node, wherever it is installed', () => {
    const lock = {
      packages: {
        '': { version: '1.0.0', engines: { node: '>=20.19' } },
        'node_modules/fits': { version: '1.0.0', engines: { node: '20 || 22 || >=24' } },
        'node_modules/no-engines': { version: '2.0.0' },
        'services/events/node_modules/too-new': { version: '11.1.2', engines: { node: '22 || >=24.0.0' } },
      },
    };
    expect(packagesRefusingNode(lock, '20.19.0')).toEqual([
      { name: 'too-new', version: '11.1.2', node: '22 || >=24.0.0' },
    ]);
  });

  it('reads the oldest Node from the root engines, the same the README names', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const oldest = oldestNode(root.engines.node);
    expect(oldest).toBe('20.19.0');
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('Node.js (20.19 or newer)');
  });
});
