// @ts-check
// Runs the whole site on this machine without Docker: the embedded database (unless MONGODB_URI is
// set), stripe-mock (unless a real Stripe key is set), the five API services and the pages service,
// and one nginx that plays both the gateway and the six static frontend containers, from the same
// templates the images use.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import mailServer from '../../tools/mail-server/mail-server.cjs';
import { writeGatewayConfig } from './stack-gateway.mjs';
import { EMBEDDED_MONGO, FRONTENDS, ROOT, SERVICES, STRIPE_MOCK } from './paths.mjs';

/** The first admin of a local run (never used in production, where ADMIN_* must be set). */
export const DEVELOPMENT_ADMIN_ENV = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'ministry-admin-dev' };

/**
 * Ports, from a base: gateway = base, frontends base+1.., services base+11.. (pages base+16, care base+17), database base+20,
 * stripe-mock base+21, the mail catcher's SMTP base+22 and its page base+23. Each service's metrics
 * listener (METRICS_PORT) is its API port + 1000; the gateway's stub_status base+1000.
 * @param {number} base
 */
export function stackPorts(base) {
  return {
    gateway: base,
    frontends: Object.fromEntries(FRONTENDS.map((name, i) => [name, base + 1 + i])),
    services: Object.fromEntries(SERVICES.map((name, i) => [name, base + 11 + i])),
    database: base + 20,
    stripeMock: base + 21,
    smtp: base + 22,
    mailPage: base + 23,
    metrics: Object.fromEntries(SERVICES.map((name, i) => [name, base + 1011 + i])),
    gatewayStatus: base + 1000,
    gatewayInternal: base + 1001,
  };
}

/**
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess }} Managed
 * @typedef {{
 *   url: string,
 *   ports: ReturnType<typeof stackPorts>,
 *   logDir: string,
 *   accessLog: string,
 *   mongodbUri: string,
 *   stop: () => Promise<void>,
 *   stopService: (name: string, options?: { kill?: boolean }) => Promise<void>,
 *   startService: (name: string) => Promise<void>,
 *   stopDatabase: (options?: { kill?: boolean }) => Promise<void>,
 *   startDatabase: () => Promise<void>,
 *   restartDatabase: (options?: { kill?: boolean }) => Promise<void>,
 *   mail: { dir: string, pageUrl: string, refuse: (on: boolean) => void } | null,
 * }} Stack
 */

/**
 * `staticRoots` serves a frontend from another folder than its dist (the fault tests serve a broken build so).
 * The database methods work only on the embedded database (no MONGODB_URI); it keeps its data folder.
 * Unless SMTP_URL names a real provider, e-mail goes to the project's own mail catcher, which keeps
 * each message as an .eml file in `mailDir` (default: `<runDir>/mail`) and lists them on a page.
 * @param {{ basePort: number, dataDir: string, runDir: string, mailDir?: string, logLevel?: string, quiet?: boolean, env?: NodeJS.ProcessEnv, staticRoots?: Record<string, string> }} options
 * @returns {Promise<Stack>}
 */
export async function startStack(options) {
  const ports = stackPorts(options.basePort);
  const env = { ...process.env, ...options.env };
  /** @type {Map<string, Managed>} */
  const running = new Map();

  // Every process's output is also kept in <runDir>/logs/<name>.log (emptied at each start, as the
  // gateway's access log in <runDir>/nginx is): one request's lines are found by its id there.
  const logDir = join(options.runDir, 'logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  /** @param {string} name @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [childEnv] */
  const launch = (name, command, args, childEnv = env) => {
    const child = spawn(command, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}]`;
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    child.on('close', () => log.end());
    const print = (/** @type {Buffer} */ chunk) => {
      log.write(chunk);
      if (options.quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(prefix, line);
    };
    child.stdout?.on('data', print);
    child.stderr?.on('data', print);
    child.on('exit', (code, signal) => {
      if (running.get(name)?.child !== child || stopping) return;
      console.error(`${prefix} exited (${signal ?? code})`);
      if (starting) startupFailure = `${name} exited (${signal ?? code}) while the site was starting`;
    });
    running.set(name, { name, child });
    return child;
  };

  let stopping = false;
  let starting = true;
  /** @type {string | null} */
  let startupFailure = null;
  /** @param {string} what @param {() => Promise<unknown>} check */
  const waitFor = (what, check) => waitUntil(what, check, () => startupFailure);
  const stopOne = async (/** @type {string} */ name, { kill = false } = {}) => {
    const managed = running.get(name);
    if (!managed) return;
    running.delete(name);
    const { child } = managed;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 8000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve(undefined);
      });
      child.kill(kill ? 'SIGKILL' : 'SIGTERM');
    });
  };
  /** @type {Array<() => Promise<void>>} */
  const inProcess = [];
  const stop = async () => {
    stopping = true;
    await stopOne('gateway');
    await Promise.all(SERVICES.map((name) => stopOne(name)));
    await Promise.all([...running.keys()].map((name) => stopOne(name)));
    await Promise.all(inProcess.map((close) => close()));
  };

  try {
    // The frontends' builds first: the gateway serves them and the pages service reads the shell's.
    for (const app of FRONTENDS) {
      const dist = join(ROOT, app, 'dist');
      if (!existsSync(dist)) throw new Error(`${app}/dist is missing: run "npm run build" first`);
    }
    const shellRoot = options.staticRoots?.shell ?? join(ROOT, 'shell', 'dist');

    // Database
    let mongodbUri = env.MONGODB_URI ?? '';
    const embeddedDatabase = !mongodbUri;
    const startDatabase = async () => {
      if (!embeddedDatabase) throw new Error('the stack runs no database of its own (MONGODB_URI is set)');
      mkdirSync(options.dataDir, { recursive: true });
      launch('database', EMBEDDED_MONGO, [
        '-listen',
        `127.0.0.1:${ports.database}`,
        '-data',
        options.dataDir,
        '-log-level',
        'error',
      ]);
      await waitFor(`database on port ${ports.database}`, () => tcpOpen(ports.database));
    };
    /** @param {{ kill?: boolean }} [how] kill: SIGKILL, as a crash, instead of a clean stop */
    const stopDatabase = async (how) => {
      if (!embeddedDatabase) throw new Error('the stack runs no database of its own (MONGODB_URI is set)');
      await stopOne('database', how);
    };
    if (embeddedDatabase) {
      mongodbUri = `mongodb://127.0.0.1:${ports.database}`;
      await startDatabase();
    }

    // Stripe API stand-in
    const stripeEnv = {};
    if (!env.STRIPE_SECRET_KEY || env.STRIPE_SECRET_KEY.startsWith('sk_test_mock')) {
      launch('stripe-mock', STRIPE_MOCK, ['-http-port', String(ports.stripeMock), '-https-port', '0']);
      Object.assign(stripeEnv, {
        STRIPE_SECRET_KEY: 'sk_test_mock',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(ports.stripeMock),
        STRIPE_API_PROTOCOL: 'http',
      });
    }

    // E-mail: the project's own SMTP server (and its page) unless a real provider is configured.
    /** @type {Stack['mail']} */
    let mail = null;
    const mailEnv = {};
    if (!env.SMTP_URL) {
      const dir = options.mailDir ?? join(options.runDir, 'mail');
      const smtp = await mailServer.startMailServer({ dir, port: ports.smtp });
      inProcess.push(smtp.stop);
      const page = await mailServer.startMailViewer({ dir, port: ports.mailPage });
      inProcess.push(page.stop);
      mail = { dir, pageUrl: page.url, refuse: smtp.refuse };
      // The services poll their outbox at the kit's pace (MAIL_POLL_MS, 2 s): a message a request
      // enqueues wakes its sender at once, the poll only finds retries.
      Object.assign(mailEnv, { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}` });
    }

    // Services
    const serviceEnv = (/** @type {string} */ name) => ({
      ...env,
      ...stripeEnv,
      ...mailEnv,
      SITE_URL: env.SITE_URL ?? `http://localhost:${ports.gateway}`,
      ...DEVELOPMENT_ADMIN_ENV,
      ...(env.ADMIN_USERNAME
        ? { ADMIN_USERNAME: env.ADMIN_USERNAME, ADMIN_PASSWORD: env.ADMIN_PASSWORD }
        : {}),
      NODE_ENV: env.NODE_ENV ?? 'development',
      PORT: String(ports.services[name]),
      METRICS_PORT: String(ports.metrics[name]),
      MONGODB_URI: mongodbUri,
      IDENTITY_INTERNAL_URL: `http://127.0.0.1:${ports.services.identity}`,
      SHOP_INTERNAL_URL: `http://127.0.0.1:${ports.services.shop}`,
      BILLING_INTERNAL_URL: `http://127.0.0.1:${ports.services.billing}`,
      CARE_INTERNAL_URL: `http://127.0.0.1:${ports.services.care}`,
      EVENTS_INTERNAL_URL: `http://127.0.0.1:${ports.services.events}`,
      // The ministry's published details every service's e-mails and PDFs show (the kit's ministryDetails).
      CONTENT_SERVICE_URL: `http://127.0.0.1:${ports.services.content}`,
      // The pages service: the shell's index.html it adds each head to (the build's file); everything
      // else it reads through the gateway's internal listener, as in compose, never a service directly:
      // the public APIs (the heads' and the server render's reads, which keep the navigation's id) and
      // a member's saved language, the remote map and the frontends' files. SSR=off turns rendering off.
      SHELL_INDEX: join(shellRoot, 'index.html'),
      SSR_API_ORIGIN: `http://127.0.0.1:${ports.gatewayInternal}`,
      SSR: env.SSR ?? 'on',
      REMOTE_MAP_URL: `http://127.0.0.1:${ports.gatewayInternal}/remotes.json`,
      FRONTEND_ORIGIN: `http://127.0.0.1:${ports.gatewayInternal}`,
      LOG_LEVEL: options.logLevel ?? env.LOG_LEVEL ?? 'warn',
    });
    const startService = async (/** @type {string} */ name) => {
      launch(name, process.execPath, [join(ROOT, 'services', name, 'dist', 'server.js')], serviceEnv(name));
      await waitFor(`${name} service health`, () =>
        httpOk(`http://127.0.0.1:${ports.services[name]}/healthz`),
      );
    };
    await Promise.all(SERVICES.map(startService));

    // Gateway and static frontends: one nginx from the images' own templates.
    const nginxDir = join(options.runDir, 'nginx');
    writeGatewayConfig({ nginxDir, ports, env, staticRoots: options.staticRoots });
    launch('gateway', 'nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', 'stderr']);
    await waitFor(`gateway on port ${ports.gateway}`, () =>
      httpOk(`http://127.0.0.1:${ports.gateway}/remotes.json`),
    );
    // The pages service renders through the gateway: wait for its first warm worker (pages before it
    // are rendered in the browser), but start without it if it does not come (a build without
    // server builds, say): the site works all the same.
    if (serviceEnv('pages').SSR !== 'off') {
      const healthz = `http://127.0.0.1:${ports.services.pages}/healthz`;
      await waitUntil(
        "the pages service's first render worker",
        async () =>
          (
            await fetch(healthz)
              .then((r) => r.json())
              .catch(() => null)
          )?.ssr === 'ready',
        () => startupFailure,
        60_000,
      ).catch((error) => console.warn(`[pages] ${error.message}: pages are rendered in the browser for now`));
    }

    starting = false;
    return {
      url: `http://localhost:${ports.gateway}`,
      ports,
      logDir,
      accessLog: join(nginxDir, 'gateway-access.log'),
      mongodbUri,
      stop,
      stopService: (name, how) => stopOne(name, how),
      startService,
      stopDatabase,
      startDatabase,
      restartDatabase: async (how) => {
        await stopDatabase(how);
        await startDatabase();
      },
      mail,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @param {number} port */
async function tcpOpen(port) {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @param {string} url */
async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {string} what
 * @param {() => Promise<unknown>} check
 * @param {() => string | null} failure a reason to give up at once
 * @param {number} [timeoutMs]
 */
async function waitUntil(what, check, failure, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    const reason = failure();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
