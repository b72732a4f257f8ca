import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@ministry/kit/logger';
import type { PagesConfig } from '../config';
import { headReads, type HeadSources } from '../heads/reads';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ name: 'Faith Over Fear Tee' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a head's own reads", () => {
  it('read within what is left of the answer’s time, however fractional (not a RangeError)', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    const config = { apiOrigin: origin, timings: { headReadMs: 5000 } } as unknown as PagesConfig;
    const reads = headReads({ config, logger } as HeadSources, {
      language: 'en',
      member: false,
      deadline: performance.now() + 2000.37,
    });
    const fetched = await reads.json('/api/products/p1', (body) => body as { name: string });
    expect(fetched).toEqual({ status: 'found', data: { name: 'Faith Over Fear Tee' } });
    expect(warnings).toEqual([]);
  });
});
