import request from 'supertest';
import { createApp } from '../app';
import type { Generations } from '../ssr/generations';
import { fakeGenerations, RENDERED_MINISTRY, snapshot } from './fake-worker';
import { TEE } from './fixtures';
import {
  ldOfType,
  one,
  readHead,
  SHELL_INDEX_HTML,
  shellFolder,
  silentLogger,
  startStub,
  testConfig,
  type StubService,
} from './support';

// One data path per page: a server-rendered page's head is made from what its render read; the
// pages service reads only what the render did not, through the gateway's internal listener.
const shell = shellFolder(
  SHELL_INDEX_HTML.replace('<meta charset=utf-8>', '<meta charset=utf-8><meta name=shell-build content=b1>'),
);
let api: StubService;
let subject: Generations;
let app: ReturnType<ReturnType<typeof createApp>['callback']>;

beforeAll(async () => {
  api = await startStub({
    '/api/products/rendered1': { body: { ...TEE, id: 'rendered1', name: 'Read again' } },
    '/api/products/unread1': { body: { ...TEE, id: 'unread1', name: 'Read by the head' } },
    '/api/products/slow1': { body: { ...TEE, id: 'slow1', name: 'Read after the render gave up' } },
  });
  subject = fakeGenerations({ snapshot: snapshot('v1') }, { timings: { renderMs: 300 } });
  await subject.warmUp();
  const config = testConfig({ shellIndex: shell.indexPath, apiOrigin: api.url });
  config.ssr = { ...config.ssr, enabled: true };
  app = createApp(config, { logger: silentLogger, generations: subject }).callback();
});

afterAll(async () => {
  await Promise.all([subject.stop(), api.close()]);
  shell.remove();
});

const reads = () => api.requests.map((read) => read.url);

describe('the head of a server-rendered page', () => {
  it('is made from the data the render read: its product and the published ministry, nothing read twice', async () => {
    api.requests.length = 0;
    const response = await request(app).get('/shop/rendered1').set('X-Language-Choice', 'en');
    expect(response.status).toBe(200);
    const head = readHead(response.text);
    expect(head.titles).toEqual(['Read by the render | Spiritual Counseling & Bible Study']);
    expect(one(head, 'product:price:amount')).toBe('10.00');
    expect(one(head, 'og:site_name')).toBe(RENDERED_MINISTRY.name.en);
    expect(ldOfType(head, 'Organization').name).toBe(RENDERED_MINISTRY.name.en);
    expect(reads()).toEqual([]);
  });

  it('is a 404 when the render read no such product', async () => {
    const response = await request(app).get('/shop/renderedgone');
    expect(response.status).toBe(404);
    expect(one(readHead(response.text), 'robots')).toBe('noindex');
    expect(reads()).not.toContain('/api/products/renderedgone');
  });

  it('reads what the render did not (its section left to the browser) through the gateway', async () => {
    api.requests.length = 0;
    const response = await request(app).get('/shop/unread1');
    expect(readHead(response.text).titles[0]).toMatch(/^Read by the head \| /);
    expect(response.headers['x-accel-expires']).toBe('1');
    expect(reads()).toEqual(['/api/products/unread1']);
  });

  it('reads its data itself when the render gave up, within what is left of the answer', async () => {
    api.requests.length = 0;
    const response = await request(app).get('/shop/slow1');
    expect(response.text).toContain('<div id=root></div>');
    expect(readHead(response.text).titles[0]).toMatch(/^Read after the render gave up \| /);
    // No render data at all: the published details too, by the same paths the browser reads.
    expect(reads().sort()).toEqual(['/api/products/slow1', '/api/site-content/ministry']);
  });
});
