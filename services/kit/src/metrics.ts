import { createServer, type Server } from 'node:http';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorFields, type Logger } from './logger';

/**
 * The process's one Prometheus registry. Every metric of a service lives here, with the label
 * `service` added to all of them by `startMetricsServer`; it is served on the service's own metrics
 * port (METRICS_PORT), never on the API port, so the gateway cannot publish it.
 */
export const registry = new Registry();

const registers = [registry];

/** The named metrics a service moves (each with one line where the event happens). */
export const metrics = {
  /** Requests by route template (never the raw path), method and status. */
  httpRequests: new Counter({
    name: 'ministry_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  }),
  httpDuration: new Histogram({
    name: 'ministry_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  }),
  /**
   * A payment provider's event: `received`, then `applied`, `refused` (its signature or body was
   * wrong) or `failed` (applying it failed: the provider delivers it again). A redelivery already
   * applied is received only.
   */
  webhookEvents: new Counter({
    name: 'ministry_webhook_events_total',
    help: 'Webhook events by source and outcome (received, applied, refused, failed)',
    labelNames: ['source', 'outcome'] as const,
    registers,
  }),
  signInThrottles: new Counter({
    name: 'ministry_sign_in_throttles_total',
    help: 'Sign-in attempts refused because too many failed recently',
    registers,
  }),
  /** Units held by unpaid checkouts: reported by the shop only (`gaugeWhenScraped`). */
  stockHeld: new Gauge({
    name: 'ministry_stock_held',
    help: 'Units of stock held by checkouts not paid yet',
    registers: [],
  }),
  /**
   * Unix time of a background job's last successful pass (start-up time until its first), labelled
   * `task` (Prometheus's own `job` label names the scrape target).
   */
  jobLastSuccess: new Gauge({
    name: 'ministry_job_last_success_timestamp_seconds',
    help: "Unix time of a background job's last successful pass",
    labelNames: ['task'] as const,
    registers,
  }),
  /** How often a background job runs, so an alert can tell a job that stopped from a slow one. */
  jobInterval: new Gauge({
    name: 'ministry_job_interval_seconds',
    help: 'How often a background job is meant to run',
    labelNames: ['task'] as const,
    registers,
  }),
  databaseUp: new Gauge({
    name: 'ministry_database_up',
    help: "1 when the service's database answers, 0 when it does not",
    registers,
  }),
  outboxPending: new Gauge({
    name: 'ministry_outbox_pending',
    help: 'E-mail messages in the outbox still to send',
    registers,
  }),
  outboxFailed: new Gauge({
    name: 'ministry_outbox_failed',
    help: 'E-mail messages in the outbox that gave up',
    registers,
  }),
  outboxOldestAgeSeconds: new Gauge({
    name: 'ministry_outbox_oldest_age_seconds',
    help: 'Age of the oldest message still to send (0 when none)',
    registers,
  }),
  /**
   * Messages held back: by the hourly budget, by ordinary mail's share of it, or by their address's
   * hourly cap (`reason`), by kind (mail-kinds.ts); counted once per sender, kind, reason, address
   * and hour, so a flood shows as a climbing line with its kind.
   */
  mailHeld: new Counter({
    name: 'ministry_mail_held_total',
    help: "E-mail held back by the hourly budget, ordinary mail's share or the recipient's cap, by kind and reason",
    labelNames: ['kind', 'reason'] as const,
    registers,
  }),
  /** Reported only by a service that reads BACKUP_DIR (`gaugeWhenScraped`). */
  backupLastSuccess: new Gauge({
    name: 'ministry_backup_last_success_timestamp_seconds',
    help: 'Unix time of the last successful backup (0 when none)',
    registers: [],
  }),
};

/** Now as Prometheus timestamps are: seconds since the epoch. */
export const unixSeconds = (date: Date = new Date()) => date.getTime() / 1000;

type Collector = () => Promise<void> | void;
const collectors = new Set<Collector>();

/**
 * Runs `collect` before each scrape to set gauges from the database (stock held, outbox counts).
 * A collector that fails leaves its gauges as they were (ministry_database_up tells why). Returns a
 * function that removes it.
 */
export function whenScraped(collect: Collector): () => void {
  collectors.add(collect);
  return () => collectors.delete(collect);
}

const reported = new WeakSet<Gauge>();

/**
 * Reports a gauge only some services have (stock held, the last backup), set from `read` before each
 * scrape: the others do not show it at 0.
 */
export function gaugeWhenScraped(gauge: Gauge, read: () => Promise<number>): () => void {
  if (!reported.has(gauge)) registry.registerMetric(gauge);
  reported.add(gauge);
  return whenScraped(async () => gauge.set(await read()));
}

/** Marks a background job's successful pass (and how often it runs, for the "job stopped" alert). */
export function jobSucceeded(job: string, everyMs?: number): void {
  metrics.jobLastSuccess.set({ task: job }, unixSeconds());
  if (everyMs) metrics.jobInterval.set({ task: job }, everyMs / 1000);
}

/** Applies a webhook event, counting it `applied` or (rethrowing) `failed`. */
export async function countWebhookOutcome<T>(source: string, apply: () => Promise<T>): Promise<T> {
  try {
    const result = await apply();
    metrics.webhookEvents.inc({ source, outcome: 'applied' });
    return result;
  } catch (error) {
    metrics.webhookEvents.inc({ source, outcome: 'failed' });
    throw error;
  }
}

/** The exposition text after every collector has run (what `/metrics` answers). */
export async function scrape(logger?: Logger): Promise<string> {
  const results = await Promise.allSettled([...collectors].map(async (collect) => collect()));
  for (const result of results) {
    if (result.status === 'rejected') logger?.warn('metrics collector failed', errorFields(result.reason));
  }
  return registry.metrics();
}

/** What a request's `route` label is when no route matched: one value, never the raw path. */
export const UNMATCHED_ROUTE = '(unmatched)';

interface MatchedLayer {
  path: string | RegExp;
  methods: string[];
}

/**
 * The template of the route that answered: the last route (not `use`) layer @koa/router matched
 * for this path and method, or for this path alone when the method was refused (405).
 */
export function routeTemplate(
  ctx: { matched?: unknown; method: string; path: string },
  unmatched = UNMATCHED_ROUTE,
): string {
  const routes = ((ctx.matched ?? []) as MatchedLayer[]).filter((layer) => layer.methods.length > 0);
  const layer = routes.findLast((route) => route.methods.includes(ctx.method)) ?? routes.at(-1);
  if (layer) return String(layer.path);
  return ctx.path === '/healthz' ? '/healthz' : unmatched;
}

/**
 * Counts and times every request by the route template @koa/router matched (`/api/orders/:id`), so
 * label values stay few whatever the paths. Outermost in the chain: the status is the one answered.
 * `unmatched` labels what no route matched (the pages service's navigations: `(page)`).
 */
export function httpMetrics(options: { unmatched?: string } = {}): Middleware {
  return async (ctx, next) => {
    const stop = metrics.httpDuration.startTimer();
    try {
      await next();
    } finally {
      const labels = {
        route: routeTemplate(ctx, options.unmatched),
        method: ctx.method,
        status: String(ctx.status),
      };
      metrics.httpRequests.inc(labels);
      stop(labels);
    }
  };
}

/**
 * Serves `GET /metrics` on its own port (a separate listener from the API, on the internal network
 * only), labels every metric with the service's name, and starts the process metrics (CPU, memory,
 * event loop, handles).
 */
export function startMetricsServer(service: string, port: number, logger: Logger): Server {
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    scrape(logger).then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error('metrics failed', errorFields(error));
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  server.listen(port, () => logger.info('metrics listening', { port }));
  return server;
}
