// @ts-check
// The local stack's gateway: one nginx playing the gateway and the six static frontend containers,
// configured from the same templates the images render at start (gateway/templates).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import render from '../../gateway/render.cjs';
import nginx from './nginx.cjs';
import { FRONTENDS, ROOT, SERVICES } from './paths.mjs';

const REMOTE_NAMES = ['content', 'shop', 'events', 'account', 'admin'];

/**
 * Writes nginx.conf and its conf.d into `nginxDir` (emptied first). `staticRoots` serves a frontend
 * from another folder than its dist.
 * @param {{ nginxDir: string, ports: ReturnType<typeof import('./stack.mjs').stackPorts>, env: NodeJS.ProcessEnv, staticRoots?: Record<string, string> }} options
 */
export function writeGatewayConfig({ nginxDir, ports, env, staticRoots }) {
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(join(nginxDir, 'conf.d'), { recursive: true });
  mkdirSync(join(nginxDir, 'temp'), { recursive: true });
  mkdirSync(join(nginxDir, 'public'), { recursive: true });
  const templates = join(ROOT, 'gateway', 'templates');
  /** @type {Record<string, string>} */
  const gatewayValues = {
    GATEWAY_PORT: String(ports.gateway),
    GATEWAY_INTERNAL_PORT: String(ports.gatewayInternal),
    REMOTES_JSON_DIR: join(nginxDir, 'public'),
    TRUSTED_PROXIES_DIR: join(nginxDir, 'trusted-proxies'),
    // The micro-cache (gateway.conf.template); emptied with the rest of the run's nginx folder.
    GATEWAY_CACHE_DIR: join(nginxDir, 'cache'),
    SHELL_UPSTREAM: `127.0.0.1:${ports.frontends.shell}`,
  };
  /** @type {Record<string, string>} */
  const remoteUrls = {};
  for (const name of REMOTE_NAMES) {
    gatewayValues[`REMOTE_${name.toUpperCase()}_UPSTREAM`] = `127.0.0.1:${ports.frontends[`mfe-${name}`]}`;
    remoteUrls[`REMOTE_${name.toUpperCase()}_URL`] =
      env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/mf-manifest.json`;
  }
  for (const name of SERVICES)
    gatewayValues[`${name.toUpperCase()}_UPSTREAM`] = `127.0.0.1:${ports.services[name]}`;
  // The container's own start-up script, so a local run trusts proxies exactly as production does.
  const trusted = spawnSync('sh', [join(ROOT, 'gateway', 'docker-entrypoint.d', '30-trusted-proxies.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? '',
      TRUSTED_PROXIES_DIR: gatewayValues.TRUSTED_PROXIES_DIR,
    },
  });
  if (trusted.status !== 0) throw new Error(`TRUSTED_PROXIES: ${trusted.stderr.trim()}`);
  writeFileSync(
    join(nginxDir, 'conf.d', 'gateway.conf'),
    render.renderTemplateFile(join(templates, 'gateway.conf.template'), gatewayValues),
  );
  writeFileSync(
    join(nginxDir, 'conf.d', 'status.conf'),
    render.renderTemplateFile(join(templates, 'status.conf.template'), {
      GATEWAY_STATUS_PORT: String(ports.gatewayStatus),
    }),
  );
  writeFileSync(
    join(nginxDir, 'public', 'remotes.json'),
    render.renderTemplateFile(join(templates, 'remotes.json.template'), remoteUrls),
  );
  for (const app of FRONTENDS) {
    const dist = join(ROOT, app, 'dist');
    writeFileSync(
      join(nginxDir, 'conf.d', `${app}.conf`),
      render.renderTemplateFile(join(templates, 'static.conf.template'), {
        STATIC_PORT: String(ports.frontends[app]),
        STATIC_ROOT: staticRoots?.[app] ?? dist,
        STATIC_FALLBACK: app === 'shell' ? '/index.html' : '=404',
      }),
    );
  }
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginx.nginxMainConfig({ dir: nginxDir, include: [join(nginxDir, 'conf.d', '*.conf')] }),
  );
}
