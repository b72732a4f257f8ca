import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

/**
 * A real service process (the built kit's runService) whose background job is in the middle of a
 * pass when SIGTERM arrives: the pass finishes, writing to the database, and the process exits 0.
 */
const KIT_DIST = join(__dirname, '..', '..', 'dist');

const SERVICE = `
const { runService } = require(${JSON.stringify(join(KIT_DIST, 'server.js'))});
const { createServiceApp } = require(${JSON.stringify(join(KIT_DIST, 'app.js'))});
const config = JSON.parse(process.env.SERVICE_CONFIG);
let data;
void runService({
  name: 'shutdown-test',
  config,
  build: (connections) => {
    data = connections.data;
    return createServiceApp({ name: 'shutdown-test', config, data: connections.data, sessions: connections.sessions, routers: [] });
  },
  jobs: () => [{
    name: 'slow pass',
    everyMs: 60000,
    atStart: true,
    run: async () => {
      process.stdout.write('pass started\\n');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await data.collection('passes').insertOne({ finishedAt: new Date() });
      process.stdout.write('pass finished\\n');
    },
  }],
});
`;

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('shutdown');
});
afterAll(() => db.close());

it('a service stopped with SIGTERM while its job runs finishes the pass and exits cleanly', async () => {
  const child = spawn(process.execPath, ['-e', SERVICE], {
    env: { ...process.env, SERVICE_CONFIG: JSON.stringify({ ...db.config, port: 0 }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('pass started')) resolve();
    });
    child.on('exit', () => reject(new Error(`the service ended before its pass began:\n${output}`)));
  });

  child.kill('SIGTERM');

  expect(await exited).toBe(0);
  expect(output).toContain('pass finished');
  expect(await db.data.collection('passes').countDocuments()).toBe(1);
}, 20_000);
