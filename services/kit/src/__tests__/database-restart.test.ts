import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import mongoose, { Schema, type Connection } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from '../app';
import type { ServiceConfig } from '../config';
import { connectWithRetry } from '../database';
import { createLogger } from '../logger';
import { SESSION_COOKIE } from '../session';
import { freePort, waitForPort } from '../../../../scripts/lib/net.cjs';

// A database server of this file's own, killed and started again on the same port and data folder.
const BINARY = path.resolve(__dirname, '../../../../.tools/bin/embedded-mongo');
const logger = createLogger('kit-test', 'silent');

let port: number;
let dataDir: string;
let server: ChildProcess | undefined;
let data: Connection;
let sessions: Connection;

async function startServer(): Promise<void> {
  server = spawn(BINARY, ['-listen', `127.0.0.1:${port}`, '-data', dataDir, '-log-level', 'error'], {
    stdio: 'ignore',
  });
  await waitForPort(port, 20_000);
}

async function killServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kit-restart-db-'));
  await startServer();
  const uri = `mongodb://127.0.0.1:${port}`;
  data = mongoose.createConnection();
  sessions = mongoose.createConnection();
  await connectWithRetry(data, uri, 'kit-restart', logger);
  await connectWithRetry(sessions, uri, 'kit-restart-sessions', logger);
}, 30_000);

afterAll(async () => {
  await data.close(true);
  await sessions.close(true);
  await killServer();
  rmSync(dataDir, { recursive: true, force: true });
});

function buildApp() {
  const Note = data.model('Note', new Schema({ text: String }));
  const router = new Router();
  router.get('/api/notes', async (ctx) => {
    ctx.body = await Note.find().lean();
  });
  router.post('/api/notes', async (ctx) => {
    ctx.status = 201;
    ctx.body = await Note.create({ text: (ctx.request.body as { text: string }).text });
  });
  router.post('/api/login', (ctx) => {
    ctx.session!.user = { id: 'u1', username: 'ruth', role: 'member' };
    ctx.body = { ok: true };
  });
  const config = {
    sessionKeys: ['test-session-key'],
    cookieSecure: false,
    allowedOrigins: [],
    logLevel: 'silent',
  } as unknown as ServiceConfig;
  // Writes sessions as identity does: a sign-in survives the database's restart.
  return createServiceApp({
    name: 'kit-test',
    config,
    data,
    sessions,
    routers: [router],
    logger,
    ownsSessions: true,
  }).app;
}

async function waitUntilHealthy(app: ReturnType<typeof buildApp>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await request(app.callback()).get('/healthz')).status !== 200) {
    if (Date.now() > deadline) throw new Error('the service did not reconnect within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a database restart', () => {
  it('answers 503 with a translated message while it is down, then reconnects with nothing lost', async () => {
    const app = buildApp();
    const http = request(app.callback());
    expect((await http.post('/api/notes').send({ text: 'before' })).status).toBe(201);
    const login = await http.post('/api/login');
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain(`${SESSION_COOKIE}=`);

    await killServer();

    const read = await http.get('/api/notes');
    expect(read.status).toBe(503);
    expect(read.body).toEqual({
      message: 'The service is temporarily unavailable.',
      requestId: read.headers['x-request-id'],
    });
    expect(read.headers['retry-after']).toBe('5');
    const write = await http.post('/api/notes').set('Accept-Language', 'es').send({ text: 'during' });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({
      message: 'El servicio no está disponible temporalmente.',
      requestId: write.headers['x-request-id'],
    });
    // The session store is down too: a signed-in request is a 503, not a crash or a 500.
    const signedIn = await http.get('/api/notes').set('Cookie', cookie);
    expect(signedIn.status).toBe(503);
    expect((await http.get('/healthz')).status).toBe(503);

    await startServer();
    await waitUntilHealthy(app);

    const after = await http.get('/api/notes').set('Cookie', cookie);
    expect(after.status).toBe(200);
    expect((after.body as { text: string }[]).map((note) => note.text)).toEqual(['before']);
    expect((await http.post('/api/notes').send({ text: 'after' })).status).toBe(201);
  }, 60_000);
});
