// @ts-check
// The API half of `npm run bench`: requests per second and latency of the hot API reads through the
// gateway, each next to its ceiling on this machine: a throwaway nginx with the gateway's gzip settings
// serving a static file holding the very same bytes as the route's answer.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startStaticNginx } from './bench-static.mjs';

/**
 * @typedef {{ ratio: number, p99?: number }} Goal issue 19's: requests/s at least `ratio` of the ceiling's, p99 at most `p99` ms
 * @typedef {{ label: string, path: string, cookie?: string, revalidate?: boolean, status?: number, goal?: Goal }} Route
 *   `status`: what the route answers (200 unless said), every answer of the run is checked against it
 * @typedef {{ rps: number, p50: number, p99: number, total: number, non2xx: number, errors: number }} Measure
 */

/**
 * @param {{ gatewayUrl: string, cookie?: string, durationSeconds?: number, connections?: number }} options
 *   `cookie`: a signed-in member's Cookie header; without one, a new member is registered and signed in.
 * @returns {Promise<string>} a markdown section
 */
export async function benchApi({ gatewayUrl, cookie, durationSeconds = 10, connections = 50 }) {
  const memberCookie = cookie ?? (await signInNewMember(gatewayUrl));
  /** @type {Route[]} */
  const routes = [
    { label: 'GET /api/products', path: '/api/products', goal: { ratio: 0.25, p99: 25 } },
    {
      label: 'GET /api/products, revalidated (If-None-Match → 304)',
      path: '/api/products',
      revalidate: true,
    },
    { label: 'GET /api/events', path: '/api/events', goal: { ratio: 0.25, p99: 25 } },
    { label: 'GET /api/auth/user (visitor: 401)', path: '/api/auth/user', status: 401, goal: { ratio: 0.1 } },
    { label: 'GET /api/auth/user (signed-in member)', path: '/api/auth/user', cookie: memberCookie },
  ];
  const ceiling = await startStaticNginx();
  const rows = [];
  try {
    for (const route of routes) {
      const headers = { 'accept-encoding': 'gzip', ...(route.cookie ? { cookie: route.cookie } : {}) };
      const status = route.status ?? 200;
      const sample = await fetch(gatewayUrl + route.path, { headers: { cookie: route.cookie ?? '' } });
      if (sample.status !== status) throw new Error(`${route.path} answered ${sample.status}`);
      const cache = sample.headers.get('x-cache-status') ?? '—';
      const body = Buffer.from(await sample.arrayBuffer());
      const file = ceiling.publish(body);
      const etag = sample.headers.get('etag');
      if (route.revalidate && !etag) {
        rows.push(`| ${route.label} | no ETag sent: nothing to revalidate | | | | | | | | | |`);
        continue;
      }
      const staticEtag = route.revalidate ? (await fetch(ceiling.url + file)).headers.get('etag') : null;

      const api = await measure(gatewayUrl + route.path, withEtag(headers, etag, route), {
        durationSeconds,
        connections,
        status,
      });
      const ceilingRun = await measure(ceiling.url + file, withEtag(headers, staticEtag, route), {
        durationSeconds,
        connections,
        status: 200,
      });
      rows.push(
        `| ${route.label} | ${cache} | ${body.length} | ${api.rps} | ${api.p50} | ${api.p99} | ${ceilingRun.rps} | ${ceilingRun.p50} | ${ceilingRun.p99} | ${ratio(api, ceilingRun)} | ${goalCell(route.goal, api, ceilingRun)} |`,
      );
    }
  } finally {
    await ceiling.stop();
  }
  return `## API, through the gateway (${connections} connections, ${durationSeconds} s per row)

| route | gateway cache | body bytes | rps | p50 (ms) | p99 (ms) | static nginx rps | static p50 (ms) | static p99 (ms) | ratio (rps / static rps) | goal |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Method: autocannon with \`Accept-Encoding: gzip\`, each route right before its ceiling: a throwaway nginx
(same worker count and gzip settings as the gateway, one hop like the gateway itself) serving a static
file with the route's exact response body, so both compress the same bytes. The signed-in row uses a
member registered and signed in for the run (one session in the store). The revalidated row sends the
ETag of the previous answer, as a browser does, and its ceiling sends nginx's own ETag for the file.
A row with errors or answers other than the route's own status (or 304) says so in its ratio cell.
"gateway cache" is the X-Cache-Status of a read before the run: the catalogue is micro-cached by the
gateway for visitors (5 s, see README "The gateway's micro-cache"), so its rows measure nginx answering
from the cache; the visitor's /api/auth/user row measures the identity service itself. Goals are
issue 19's: products and events at least 0.25 of the ceiling with p99 at most 25 ms, /api/auth/user
at least 0.10.
`;
}

/**
 * @param {Record<string, string>} headers
 * @param {string | null} etag
 * @param {Route} route
 */
function withEtag(headers, etag, route) {
  return route.revalidate && etag ? { ...headers, 'if-none-match': etag } : headers;
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {{ durationSeconds: number, connections: number, status: number }} load
 * @returns {Promise<Measure>}
 */
async function measure(url, headers, { durationSeconds, connections, status }) {
  const result = await autocannon({ url, headers, connections, duration: durationSeconds });
  const counts = /** @type {Record<string, { count?: number } | undefined>} */ (result.statusCodeStats ?? {});
  const answered = Object.values(counts).reduce((sum, entry) => sum + (entry?.count ?? 0), 0);
  const notOk = answered - (counts[String(status)]?.count ?? 0) - (counts['304']?.count ?? 0);
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: notOk,
    errors: result.errors,
  };
}

/** @param {Measure} api @param {Measure} ceiling */
function ratio(api, ceiling) {
  const value = ceiling.rps ? (api.rps / ceiling.rps).toFixed(2) : 'n/a';
  const problems = [api, ceiling]
    .flatMap((m) => [m.errors ? `${m.errors} errors` : '', m.non2xx ? `${m.non2xx} failed answers` : ''])
    .filter(Boolean);
  return problems.length ? `${value} (${problems.join(', ')})` : value;
}

/** @param {Goal | undefined} goal @param {Measure} api @param {Measure} ceiling */
function goalCell(goal, api, ceiling) {
  if (!goal) return '—';
  const wanted = `≥ ${goal.ratio}${goal.p99 === undefined ? '' : `, p99 ≤ ${goal.p99} ms`}`;
  // A few socket errors in a run of tens of thousands of requests are noise; more than one in a
  // thousand is not.
  const met =
    ceiling.rps > 0 &&
    api.rps / ceiling.rps >= goal.ratio &&
    (goal.p99 === undefined || api.p99 <= goal.p99) &&
    (api.errors + api.non2xx) * 1000 <= api.total;
  return `${wanted}: **${met ? 'met' : 'not met'}**`;
}

/** @param {string} gatewayUrl @returns {Promise<string>} the member's Cookie header */
async function signInNewMember(gatewayUrl) {
  const username = `bench-${randomUUID().slice(0, 8)}`;
  const password = randomUUID();
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, email: `${username}@bench.invalid`, password }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
