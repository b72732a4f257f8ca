import request from 'supertest';
import { SESSION_COOKIE } from '@ministry/kit/session';
import type { Stack } from './stack';
import { SITE_HOST, SITE_ORIGIN } from './stack';

export interface Sent {
  status: number;
  body: unknown;
  text: string;
  type: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SendOptions {
  body?: unknown;
  /** Sent as is with `Content-Type: application/json` (malformed or oversized bodies). */
  raw?: string;
  /** A file as the whole body (an upload), with the Content-Type it claims. */
  bytes?: { data: Buffer; type: string };
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser stand-in for one person: keeps the session cookies the site sets, names the site's host
 * and, on writes, sends the same-origin Origin header a browser sends.
 */
export class Client {
  private readonly cookies = new Map<string, string>();
  private signIn: (() => Promise<string | undefined>) | null = null;
  private signedIn: Promise<void> = Promise.resolve();
  /** Whether an answer set, changed or cleared her session cookie (signed someone in or out). */
  sessionChanged = false;

  /** `cookie`: her session's; or how to get one, asked for on the first request only (most rows never use the admin's). */
  constructor(
    private readonly stack: Stack,
    cookie?: string | (() => Promise<string | undefined>),
  ) {
    if (typeof cookie === 'function') this.signIn = cookie;
    else this.rememberAll(cookie);
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Sent> {
    if (this.signIn) {
      this.signedIn = this.signIn().then((cookie) => this.rememberAll(cookie));
      this.signIn = null;
    }
    await this.signedIn;
    let pending = request(this.stack.site)[method.toLowerCase() as 'get'](path).set('Host', SITE_HOST);
    if (!SAFE_METHODS.has(method)) pending = pending.set('Origin', SITE_ORIGIN);
    if (this.cookies.size)
      pending = pending.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    for (const [name, value] of Object.entries(options.headers ?? {})) pending = pending.set(name, value);
    if (options.raw !== undefined)
      pending = pending.set('Content-Type', 'application/json').send(options.raw);
    else if (options.bytes !== undefined)
      pending = pending.set('Content-Type', options.bytes.type).send(options.bytes.data);
    else if (options.body !== undefined) pending = pending.send(options.body as object);
    const res = await pending;
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const pair = line.split(';')[0] ?? '';
      const session = this.cookies.get(SESSION_COOKIE);
      this.remember(pair);
      if (this.cookies.get(SESSION_COOKIE) !== session) this.sessionChanged = true;
    }
    return { status: res.status, body: res.body, text: res.text, type: res.type, headers: res.headers };
  }

  private rememberAll(cookie: string | undefined): void {
    for (const pair of cookie?.split(';') ?? []) this.remember(pair);
  }

  private remember(pair: string): void {
    const at = pair.indexOf('=');
    if (at < 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value) this.cookies.set(name, value);
    else this.cookies.delete(name);
  }
}
