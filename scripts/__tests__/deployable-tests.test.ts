import { join } from 'node:path';
import { deployableFolders, foldersWithoutTests } from '../lib/deployable-tests.cjs';

const ROOT = join(__dirname, '..', '..');

describe('deployable tests', () => {
  it('reads every deployable a workflow ships, in the folders deployable.yml tests', () => {
    expect(deployableFolders(ROOT)).toEqual([
      'gateway',
      'mfe-account',
      'mfe-admin',
      'mfe-content',
      'mfe-events',
      'mfe-shop',
      'services/billing',
      'services/care',
      'services/content',
      'services/events',
      'services/identity',
      'services/pages',
      'services/shop',
      'shell',
    ]);
  });

  it('names the folders without a passing test', () => {
    const file = (name: string, ...statuses: string[]) => ({
      name: join(ROOT, name),
      assertionResults: statuses.map((status) => ({ status })),
    });
    const report = {
      testResults: [
        file('shell/src/__tests__/app.test.tsx', 'passed'),
        file('mfe-account/src/__tests__/login.test.tsx', 'failed', 'pending'),
        file('mfe-account-old/src/__tests__/x.test.tsx', 'passed'),
      ],
    };
    expect(foldersWithoutTests(report, ['shell', 'mfe-account', 'gateway'], ROOT)).toEqual([
      'mfe-account',
      'gateway',
    ]);
  });
});
