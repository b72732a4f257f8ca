import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { Logger } from '@ministry/kit/logger';
import { createApp } from '../app';
import { TIMINGS, type PagesConfig } from '../config';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The shell's built index.html as the production build minifies it (unquoted attributes). */
export const SHELL_INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Spiritual Counseling & Bible Study</title><meta name=description content="We help women in our New York community grow through faith-based counseling and Bible study. Join us.">' +
  '<meta name=theme-color content=#5b2a56><script defer src=/main.0123456789.js></script></head>' +
  '<body><noscript>This site needs JavaScript. / Este sitio necesita JavaScript.</noscript><div id=root></div></body></html>';

export const SITE = 'https://womenofpurpose.test';

/** A stand-in for the gateway's internal listener: fixed answers per path (with query), each request recorded. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
  /** Answer this late (a slow service). */
  delayMs?: number;
  /** A file instead of JSON: its bytes and Content-Type. */
  file?: { type: string; bytes: Buffer };
}

export interface StubService {
  url: string;
  requests: { url: string; headers: IncomingMessage['headers'] }[];
  answers: Map<string, StubAnswer>;
  close(): Promise<void>;
}

export async function startStub(answers: Record<string, StubAnswer> = {}): Promise<StubService> {
  const stub: Omit<StubService, 'url' | 'close'> = {
    requests: [],
    answers: new Map(Object.entries(answers)),
  };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    stub.requests.push({ url, headers: request.headers });
    const answer = stub.answers.get(url) ?? stub.answers.get(url.split('?')[0]!) ?? { status: 404 };
    const send = () => {
      if (response.destroyed) return;
      const status = answer.status ?? 200;
      if (answer.file) {
        response.writeHead(status, { 'Content-Type': answer.file.type });
        response.end(answer.file.bytes);
        return;
      }
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body ?? { message: status === 404 ? 'Not Found' : 'Error' }));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...stub,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens: a service that is down. */
export async function downServiceUrl(): Promise<string> {
  const stub = await startStub();
  await stub.close();
  return stub.url;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** A folder with the fixture index.html; `remove()` when done. */
export function shellFolder(html = SHELL_INDEX_HTML): { dir: string; indexPath: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'pages-shell-'));
  const indexPath = join(dir, 'index.html');
  writeFileSync(indexPath, html);
  return { dir, indexPath, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(overrides: Partial<PagesConfig>): PagesConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    logLevel: 'silent',
    siteUrl: SITE,
    shellIndex: '/nowhere/index.html',
    // No gateway: the seeded ministry details, without asking (a test sets its own stand-in to read some).
    apiOrigin: '',
    socialProfiles: [],
    timings: { ...TIMINGS, headReadMs: 500 },
    // Off unless a test turns it on: these tests are about heads, not rendering.
    ssr: {
      enabled: false,
      remoteMapUrl: 'http://127.0.0.1:9/remotes.json',
      frontendOrigin: 'http://127.0.0.1:9',
      shellServerManifest: 'http://127.0.0.1:9/server/mf-manifest.json',
      workerHeapMb: 256,
      maxRenders: 4,
      maxQueued: 32,
    },
    ...overrides,
  };
}

export function testApp(overrides: Partial<PagesConfig>) {
  return createApp(testConfig(overrides), { logger: silentLogger }).callback();
}

// ---- Reading a page the way a link-preview robot does: the HTML, no script run ----

function walk(node: Node, visit: (element: Element) => void): void {
  if ('tagName' in node) visit(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
  if ('content' in node && node.content) walk(node.content, visit);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) =>
  element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');

export interface ReadHead {
  lang: string | undefined;
  titles: string[];
  /** meta name= and property= → every content given. */
  meta: Record<string, string[]>;
  canonical: string[];
  /** hreflang → href */
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  /** Every <script> element's type and src (to see nothing else got in). */
  scripts: { type: string | undefined; src: string | undefined }[];
  bodyHtml: string;
}

export function readHead(html: string): ReadHead {
  const document = parse(html);
  const result: ReadHead = {
    lang: undefined,
    titles: [],
    meta: {},
    canonical: [],
    alternates: {},
    jsonLd: [],
    scripts: [],
    bodyHtml: html.slice(html.indexOf('<body')),
  };
  walk(document, (element) => {
    if (element.tagName === 'html') result.lang = attr(element, 'lang');
    if (element.tagName === 'title') result.titles.push(text(element));
    if (element.tagName === 'meta') {
      const key = attr(element, 'name') ?? attr(element, 'property');
      if (key) (result.meta[key] ??= []).push(attr(element, 'content') ?? '');
    }
    if (element.tagName === 'link' && attr(element, 'rel') === 'canonical')
      result.canonical.push(attr(element, 'href') ?? '');
    if (element.tagName === 'link' && attr(element, 'rel') === 'alternate')
      result.alternates[attr(element, 'hreflang') ?? '?'] = attr(element, 'href') ?? '';
    if (element.tagName === 'script') {
      result.scripts.push({ type: attr(element, 'type'), src: attr(element, 'src') });
      if (attr(element, 'type') === 'application/ld+json')
        result.jsonLd.push(JSON.parse(text(element)) as Record<string, unknown>);
    }
  });
  return result;
}

/** The one value of a meta tag (fails when there are none or several). */
export function one(head: ReadHead, key: string): string {
  const values = head.meta[key] ?? [];
  if (values.length !== 1) throw new Error(`${key}: ${values.length} tags (${values.join(' | ')})`);
  return values[0]!;
}

export function ldOfType(head: ReadHead, type: string): Record<string, unknown> {
  const found = head.jsonLd.filter((thing) => thing['@type'] === type);
  if (found.length !== 1) throw new Error(`${found.length} JSON-LD objects of type ${type}`);
  return found[0]!;
}
