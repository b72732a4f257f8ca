import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_KEY_HEADER } from '../guards';
import { callInternal, InternalCallFailed } from '../internal-call';
import { REQUEST_ID_HEADER, withRequestId } from '../request-id';

let callee: Server;
let base: string;
const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  callee = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      // /slow never answers in time; anything else answers 409 to show the status is handed back.
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2000);
      res.statusCode = 409;
      res.end('{"message":"taken"}');
    });
  });
  await new Promise<void>((resolve) => callee.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(callee.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => callee.close(resolve)));
beforeEach(() => {
  received.length = 0;
});

describe('callInternal', () => {
  it('posts JSON with the caller’s key and the request’s id, and hands back any status', async () => {
    const response = await withRequestId('req-1', () =>
      callInternal(`${base}/internal/x`, { body: { a: 1 }, internalKey: 'key-1' }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'taken' });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/internal/x', body: '{"a":1}' });
    expect(received[0]?.headers[INTERNAL_KEY_HEADER.toLowerCase()]).toBe('key-1');
    expect(received[0]?.headers[REQUEST_ID_HEADER.toLowerCase()]).toBe('req-1');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('gets without a body, and a PUT is a PUT', async () => {
    await callInternal(`${base}/internal/y`, { internalKey: 'k' });
    await callInternal(`${base}/internal/z`, { method: 'PUT', body: {}, internalKey: 'k' });
    expect(received.map((r) => [r.method, r.body])).toEqual([
      ['GET', ''],
      ['PUT', '{}'],
    ]);
    expect(received[0]?.headers['content-type']).toBeUndefined();
  });

  it('rejects with InternalCallFailed naming the call when there is no answer in time or no one there', async () => {
    await expect(callInternal(`${base}/slow`, { internalKey: 'k', timeoutMs: 100 })).rejects.toThrow(
      InternalCallFailed,
    );
    await expect(
      callInternal('http://127.0.0.1:1/internal/gone', { body: {}, internalKey: 'k' }),
    ).rejects.toThrow(/^POST \/internal\/gone: /);
  });
});
