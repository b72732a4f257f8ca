import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Koa from 'koa';
import request from 'supertest';
import { createLogger } from '../logger';
import { requestContext } from '../request-context';
import { currentRequestId, internalFetch, requestIdFrom } from '../request-id';

let callee: Server;
let calleeUrl: string;
/** What the other service was sent. */
const received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  callee = createServer((req, res) => {
    received.push(req.headers);
    res.end('{}');
  });
  await new Promise<void>((resolve) => callee.listen(0, '127.0.0.1', resolve));
  calleeUrl = `http://127.0.0.1:${(callee.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => callee.close(resolve)));

/** An app with the kit's request context: /call asks another service, every line is kept. */
function buildApp() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger('kit-test', 'info', destination);
  const app = new Koa();
  app.use(requestContext(logger));
  app.use(async (ctx) => {
    logger.info('handling');
    if (ctx.path === '/call')
      await internalFetch(`${calleeUrl}/internal/thing`, { headers: { Accept: 'application/json' } });
    ctx.body = { seen: currentRequestId() };
  });
  return { app: app.callback(), lines };
}

describe('request id', () => {
  it("keeps the gateway's id: answered, on every line of the request, and passed on to internal calls", async () => {
    const { app, lines } = buildApp();
    received.length = 0;
    const res = await request(app).get('/call').set('X-Request-Id', 'a1b2c3d4e5f6');
    expect(res.headers['x-request-id']).toBe('a1b2c3d4e5f6');
    expect(res.body).toEqual({ seen: 'a1b2c3d4e5f6' });
    expect(lines.map(({ message, requestId }) => ({ message, requestId }))).toEqual([
      { message: 'handling', requestId: 'a1b2c3d4e5f6' },
      { message: 'request', requestId: 'a1b2c3d4e5f6' },
    ]);
    expect(lines[1]).toMatchObject({ method: 'GET', path: '/call', status: 200 });
    expect(received).toEqual([
      expect.objectContaining({ 'x-request-id': 'a1b2c3d4e5f6', accept: 'application/json' }),
    ]);
  });

  it('makes a new id when none comes or the one sent is not a short token of safe characters', async () => {
    const { app, lines } = buildApp();
    const none = await request(app).get('/');
    const odd = await request(app).get('/').set('X-Request-Id', 'x"} {"admin":true');
    const long = await request(app).get('/').set('X-Request-Id', 'a'.repeat(101));
    const ids = [none, odd, long].map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    expect(JSON.stringify(lines)).not.toContain('admin');
  });

  it('checks ids by one rule', () => {
    expect(requestIdFrom('Req_1-x')).toBe('Req_1-x');
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('a b')).not.toBe('a b');
  });

  it('sends no id from outside a request', async () => {
    received.length = 0;
    await internalFetch(`${calleeUrl}/internal/thing`);
    expect(received[0]?.['x-request-id']).toBeUndefined();
  });
});
