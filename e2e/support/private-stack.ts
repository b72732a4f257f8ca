import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..', '..');

/** A temporary folder nginx's worker processes (another user) can read. */
function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** What the fault tests use of scripts/lib/stack.mjs's stack (a JavaScript module, typed there). */
export interface PrivateStack {
  url: string;
  ports: { services: Record<string, number> };
  /** Every process's output, one file per process (`shop.log`, `gateway.log`, …). */
  logDir: string;
  /** The gateway's access log. */
  accessLog: string;
  mongodbUri: string;
  stop: () => Promise<void>;
  stopService: (name: string, options?: { kill?: boolean }) => Promise<void>;
  startService: (name: string) => Promise<void>;
  stopDatabase: (options?: { kill?: boolean }) => Promise<void>;
  startDatabase: () => Promise<void>;
}

interface StackModule {
  startStack: (options: {
    basePort: number;
    dataDir: string;
    runDir: string;
    quiet?: boolean;
    env?: NodeJS.ProcessEnv;
    staticRoots?: Record<string, string>;
  }) => Promise<PrivateStack>;
}

/**
 * A whole site of its own (database, services, gateway) on other ports than the shared e2e stack,
 * for tests that stop parts of it. `staticRoots` serves a frontend from another folder.
 */
export async function startPrivateStack(
  basePort: number,
  staticRoots: Record<string, string> = {},
): Promise<PrivateStack> {
  const workDir = readableTempDir('ministry-fault-');
  const { startStack } = (await import(
    pathToFileURL(join(ROOT, 'scripts', 'lib', 'stack.mjs')).href
  )) as StackModule;
  const stack = await startStack({
    basePort,
    dataDir: join(workDir, 'db'),
    runDir: join(workDir, 'run'),
    quiet: true,
    // The load test sends many contact messages from one address; hashing strength is not measured here.
    env: { CONTACT_RATE_LIMIT: '100000', BCRYPT_ROUNDS: '6' },
    staticRoots,
  }).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of a remote's build that a test can break and repair in place while the gateway serves it,
 * as a bad deploy and its fix would.
 */
export class RemoteBuildCopy {
  readonly folder: string;
  private readonly pristine: string;

  constructor(app: string) {
    const dist = join(ROOT, app, 'dist');
    this.pristine = readableTempDir(`${app}-good-`);
    this.folder = readableTempDir(`${app}-served-`);
    // The dist may be a link to another checkout's build: copy the files, not the link.
    cpSync(dist, this.pristine, { recursive: true, dereference: true });
    this.restore();
  }

  /** The served build becomes the good one again. */
  restore(): void {
    for (const name of readdirSync(this.folder)) rmSync(join(this.folder, name), { recursive: true });
    cpSync(this.pristine, this.folder, { recursive: true });
  }

  read(name: string): string {
    return readFileSync(join(this.folder, name), 'utf8');
  }

  /** Writes a file as a build would: with its precompressed copy, which nginx serves first (gzip_static). */
  write(name: string, text: string): void {
    writeFileSync(join(this.folder, name), text);
    writeFileSync(join(this.folder, `${name}.gz`), gzipSync(text));
  }

  /** The file name of an exposed module's own chunk, from the build's manifest. */
  exposedChunk(expose: string): string {
    const manifest = JSON.parse(this.read('mf-manifest.json')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes
      .find((entry) => entry.name === expose)
      ?.assets.js.sync.find((file) => file.startsWith('__federation_expose_'));
    if (!chunk) throw new Error(`no chunk for ${expose} in the manifest`);
    return chunk;
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
    rmSync(this.pristine, { recursive: true, force: true });
  }
}
