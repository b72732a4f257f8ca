import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Issue 39: remote code runs in the pages service with the service's privileges, so in compose it
// reaches the gateway alone (its internal listener), never a service's API, the database or a metrics
// port. Read from docker-compose.yml as compose resolves it, every profile on, with .env.example.
const ROOT = join(__dirname, '..', '..');
/** What may share a network with the pages service: the gateway, and Prometheus to scrape its metrics. */
const ALLOWED_NEIGHBOURS = ['gateway', 'prometheus'];
const GATEWAY_INTERNAL = 'http://gateway:8082';

interface Compose {
  services: Record<
    string,
    { networks?: Record<string, unknown>; environment?: Record<string, string | null> }
  >;
}

/** `docker compose config` as scripts/test.mjs runs it (scripts/lib/run.mjs's composeCommand). */
function composeConfig(): Compose {
  const which = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { composeCommand } from './scripts/lib/run.mjs'; import { DOCKER_COMPOSE } from './scripts/lib/paths.mjs';" +
        'process.stdout.write(JSON.stringify(composeCommand(DOCKER_COMPOSE)));',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (which.status !== 0) throw new Error(which.stderr);
  const [command, args] = JSON.parse(which.stdout) as [string, string[]];
  const run = spawnSync(
    command,
    [...args, '--env-file', '.env.example', '--profile', '*', 'config', '--format', 'json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0)
    throw new Error(
      `${command} config failed (npm run setup builds it): ${run.error?.message ?? run.stderr}`,
    );
  return JSON.parse(run.stdout) as Compose;
}

const compose = composeConfig();
const pages = compose.services.pages!;
const networksOf = (service: { networks?: Record<string, unknown> }) => Object.keys(service.networks ?? {});

describe("the pages service's network in docker-compose.yml", () => {
  it('shares its networks with the gateway and the metrics scraper only', () => {
    expect(networksOf(pages).length).toBeGreaterThan(0);
    const neighbours = Object.entries(compose.services)
      .filter(
        ([name, service]) =>
          name !== 'pages' && networksOf(service).some((n) => networksOf(pages).includes(n)),
      )
      .map(([name]) => name)
      .sort();
    expect(neighbours).toEqual(ALLOWED_NEIGHBOURS);
  });

  it('reads every address through the gateway’s internal listener', () => {
    const addresses = Object.entries(pages.environment ?? {}).filter(
      ([name, value]) => name.endsWith('_URL') || /:\/\//.test(value ?? ''),
    );
    expect(addresses.map(([name]) => name)).toEqual(
      expect.arrayContaining(['SSR_API_ORIGIN', 'SHELL_INDEX', 'REMOTE_MAP_URL', 'FRONTEND_ORIGIN']),
    );
    for (const [name, value] of addresses) {
      // SITE_URL is the public address it writes into pages, never one it fetches.
      if (name === 'SITE_URL') continue;
      expect([name, value === GATEWAY_INTERNAL || value?.startsWith(`${GATEWAY_INTERNAL}/`)]).toEqual([
        name,
        true,
      ]);
    }
  });
});
