import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import request from 'supertest';
import { createServiceApp } from '../app';
import { requireAdmin } from '../guards';
import { createLogger } from '../logger';
import {
  gaugeWhenScraped,
  jobSucceeded,
  metrics,
  registry,
  scrape,
  startMetricsServer,
  UNMATCHED_ROUTE,
  whenScraped,
} from '../metrics';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase('kit-metrics');
});
afterAll(() => db.close());
beforeEach(() => registry.resetMetrics());

function buildApp() {
  const router = new Router();
  router.get('/api/items/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.get('/api/admin/items/:id', requireAdmin, (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/api/broken/:id', () => {
    throw new Error('boom');
  });
  return createServiceApp({
    name: 'kit-metrics',
    config: { ...db.config, logLevel: 'silent' },
    data: db.data,
    sessions: db.sessions,
    routers: [router],
  }).app;
}

async function requestCount(labels: { route: string; method: string; status: string }): Promise<number> {
  const { values } = await metrics.httpRequests.get();
  const found = values.find(
    (value) =>
      value.labels.route === labels.route &&
      value.labels.method === labels.method &&
      value.labels.status === labels.status,
  );
  return found?.value ?? 0;
}

describe('request metrics', () => {
  it('labels requests by the matched route template, never the raw path', async () => {
    const app = buildApp();
    await request(app.callback()).get('/api/items/first').expect(200);
    await request(app.callback()).get('/api/items/second').expect(200);

    expect(await requestCount({ route: '/api/items/:id', method: 'GET', status: '200' })).toBe(2);
    const text = await scrape();
    expect(text).toContain(
      'ministry_http_requests_total{route="/api/items/:id",method="GET",status="200"} 2',
    );
    expect(text).toMatch(/ministry_http_request_duration_seconds_count\{route="\/api\/items\/:id".*\} 2/);
    expect(text).not.toContain('/api/items/first');
  });

  it('keeps the template when a guard refuses or the handler fails, and the method when refused', async () => {
    const app = buildApp();
    await request(app.callback()).get('/api/admin/items/7').expect(401);
    await request(app.callback()).get('/api/broken/7').expect(500);
    await request(app.callback()).delete('/api/items/7').expect(405);

    expect(await requestCount({ route: '/api/admin/items/:id', method: 'GET', status: '401' })).toBe(1);
    expect(await requestCount({ route: '/api/broken/:id', method: 'GET', status: '500' })).toBe(1);
    expect(await requestCount({ route: '/api/items/:id', method: 'DELETE', status: '405' })).toBe(1);
  });

  it('counts every unmatched path under one label', async () => {
    const app = buildApp();
    await request(app.callback()).get('/api/nothing/here').expect(404);
    await request(app.callback()).get('/somewhere/else').expect(404);

    expect(await requestCount({ route: UNMATCHED_ROUTE, method: 'GET', status: '404' })).toBe(2);
    expect(await scrape()).not.toContain('/api/nothing/here');
  });
});

describe('gauges', () => {
  it('runs the collectors at each scrape; one that fails leaves the others', async () => {
    expect(await scrape()).not.toContain('ministry_stock_held');
    let held = 3;
    const removeHeld = gaugeWhenScraped(metrics.stockHeld, () => Promise.resolve(held));
    const removeBroken = whenScraped(() => Promise.reject(new Error('database gone')));
    try {
      expect(await scrape()).toContain('ministry_stock_held 3');
      held = 5;
      expect(await scrape()).toContain('ministry_stock_held 5');
    } finally {
      removeHeld();
      removeBroken();
    }
  });

  it("records a job's last success and its interval", async () => {
    const before = Date.now() / 1000;
    jobSucceeded('hold sweeper', 60_000);
    const { values } = await metrics.jobLastSuccess.get();
    const last = values.find((value) => value.labels.task === 'hold sweeper')?.value ?? 0;
    expect(last).toBeGreaterThanOrEqual(Math.floor(before));
    expect(await scrape()).toContain('ministry_job_interval_seconds{task="hold sweeper"} 60');
  });
});

describe('the metrics listener', () => {
  it('answers /metrics with every metric labelled by the service, and 404 elsewhere', async () => {
    const server = startMetricsServer('kit-metrics', 0, createLogger('kit-metrics', 'silent'));
    try {
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once('listening', resolve),
      );
      const { port } = server.address() as AddressInfo;
      metrics.signInThrottles.inc();
      const ok = await get(port, '/metrics');
      expect(ok.status).toBe(200);
      expect(ok.body).toContain('ministry_sign_in_throttles_total{service="kit-metrics"} 1');
      expect(ok.body).toContain('process_cpu_user_seconds_total{service="kit-metrics"}');
      expect((await get(port, '/healthz')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      registry.setDefaultLabels({});
    }
  });
});

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}
