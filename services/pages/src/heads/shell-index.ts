import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '@ministry/kit/logger';
import { TIMINGS } from '../config';

/** The shell's built index.html, always the current one. */
export interface ShellIndex {
  read(): Promise<string>;
}

interface AddressOptions {
  logger: Logger;
  timeoutMs?: number;
  /** How long a copy is used before it is revalidated. */
  revalidateMs?: number;
  now?: () => number;
}

/**
 * From a file (a local build): read again whenever the file changes (a rebuild).
 * From an address (the gateway's, which has it from the shell's container): revalidated with its ETag at most every 2 s, so a shell
 * release is seen within 2 s, and the last good copy is used while the container restarts. With no
 * copy at all it throws: the service answers 500 and the gateway serves the plain index.html.
 */
export function shellIndexFrom(source: string, options: AddressOptions): ShellIndex {
  return /^https?:\/\//i.test(source) ? fromAddress(source, options) : fromFile(source);
}

function fromFile(path: string): ShellIndex {
  let cached: { key: string; text: string } | null = null;
  return {
    async read() {
      const info = await stat(path);
      const key = `${info.mtimeMs}:${info.size}`;
      if (cached?.key !== key) cached = { key, text: await readFile(path, 'utf8') };
      return cached.text;
    },
  };
}

function fromAddress(
  url: string,
  {
    logger,
    timeoutMs = TIMINGS.sourceReadMs,
    revalidateMs = TIMINGS.revalidateMs,
    now = Date.now,
  }: AddressOptions,
): ShellIndex {
  let cached: { text: string; etag: string | null; checkedAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const revalidate = async (): Promise<string> => {
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) {
        cached = { ...cached, checkedAt: now() };
        return cached.text;
      }
      if (!response.ok) throw new Error(`status ${response.status}`);
      cached = { text: await response.text(), etag: response.headers.get('etag'), checkedAt: now() };
      return cached.text;
    } catch (error) {
      if (!cached) throw error;
      logger.warn("the shell's index.html could not be revalidated: using the last copy", {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
      cached = { ...cached, checkedAt: now() };
      return cached.text;
    }
  };

  return {
    read() {
      if (cached && now() - cached.checkedAt < revalidateMs) return Promise.resolve(cached.text);
      // One revalidation at a time, whatever the number of navigations waiting for it.
      pending ??= revalidate().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
