import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// .github/deploy/release.sh as CI runs it on the deployment host, with docker and curl replaced by
// stand-ins that log their arguments; curl answers /remotes.json from .env as the gateway would.
const release = join(__dirname, '..', '..', '.github', 'deploy', 'release.sh');
const ENV = [
  'REGISTRY=registry.example/ministry',
  'GATEWAY_PUBLISHED_PORT=8080',
  'SHOP_TAG=s1',
  'MFE_SHOP_TAG=old',
  'MFE_EVENTS_TAG=e1',
  'REMOTE_SHOP_URL=/remotes/shop/old/mf-manifest.json',
  'REMOTE_EVENTS_URL=',
  '',
].join('\n');

let dir: string;

function stub(name: string, body: string) {
  writeFileSync(join(dir, 'bin', name), `#!/bin/sh\necho "${name} $*" >> "$LOG"\n${body}\n`);
  chmodSync(join(dir, 'bin', name), 0o755);
}

function run(args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync('sh', [release, ...args], {
    cwd: join(dir, 'site'),
    encoding: 'utf8',
    env: { PATH: `${join(dir, 'bin')}:${process.env.PATH}`, LOG: join(dir, 'log'), ...extraEnv },
  });
  const log = readFileSync(join(dir, 'log'), { encoding: 'utf8', flag: 'a+' });
  return { ...result, env: readFileSync(join(dir, 'site', '.env'), 'utf8'), calls: log.trim().split('\n') };
}

/** The lines of .env that differ from the starting ones. */
const changed = (env: string) => env.split('\n').filter((line) => !ENV.split('\n').includes(line));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-'));
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site', '.env'), ENV);
  stub('docker', 'exit 0');
  // A versioned manifest that is not there fails, as the gateway would answer 404.
  stub(
    'curl',
    `case "$*" in
  *remotes.json*) sed -n 's/^REMOTE_.*_URL=\\(.*\\)/"\\1"/p' .env ;;
  *"/\${MISSING:-none}/"*) exit 22 ;;
esac`,
  );
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('release.sh', () => {
  it('ships one remote: its tag, its container, a check of the new version, then its map entry', () => {
    const result = run(['mfe-shop', 'abc123']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(changed(result.env)).toEqual([
      'MFE_SHOP_TAG=abc123',
      'REMOTE_SHOP_URL=/remotes/shop/abc123/mf-manifest.json',
    ]);
    expect(result.calls).toEqual([
      'docker compose pull mfe-shop',
      'docker compose up -d --no-deps --wait mfe-shop',
      'docker compose exec -T gateway nginx -s reload',
      expect.stringMatching(/^curl .*http:\/\/127\.0\.0\.1:8080\/remotes\/shop\/abc123\/mf-manifest\.json$/),
      'docker compose up -d --no-deps --wait gateway',
      expect.stringMatching(/^curl .*\/remotes\.json$/),
    ]);
  });

  it('leaves the map on the old version when the new one does not answer', () => {
    const result = run(['mfe-shop', 'abc123'], { MISSING: 'abc123' });
    expect(result.status).not.toBe(0);
    expect(result.env).toContain('REMOTE_SHOP_URL=/remotes/shop/old/mf-manifest.json\n');
    expect(result.calls).not.toContain('docker compose up -d --no-deps --wait gateway');
  });

  it.each([
    ['shop', 'SHOP_TAG'],
    ['pages', 'PAGES_TAG'],
  ])(
    'ships one service (%s): only its tag and its container, then the gateway re-resolves it',
    (service, tagVar) => {
      const result = run([service, 'def456']);
      expect(result.status).toBe(0);
      expect(changed(result.env)).toEqual([`${tagVar}=def456`]);
      expect(result.calls).toEqual([
        `docker compose pull ${service}`,
        `docker compose up -d --no-deps --wait ${service}`,
        'docker compose exec -T gateway nginx -s reload',
      ]);
    },
  );

  it.each([
    ['an unknown deployable', 'mongo', 'abc'],
    ['a tag that is not a path segment', 'mfe-shop', '../x'],
  ])('refuses %s and changes nothing', (_what, deployable, tag) => {
    const result = run([deployable, tag]);
    expect(result.status).toBe(2);
    expect(result.env).toBe(ENV);
    expect(result.calls).toEqual(['']);
  });
});
