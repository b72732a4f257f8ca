import { API_CONTRACT_HEADER, API_CONTRACT_VERSION } from '@ministry/contracts/money';
import i18n from '@ministry/platform/i18n';

/** A non-OK response: its message is "<status>: <body text or status text>". */
export class ApiError extends Error {
  /**
   * A failure on the site's side (5xx): the request's id (X-Request-Id, which the gateway and the
   * services log it under), for a person to quote. Undefined for any other status.
   */
  readonly requestId: string | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    requestId?: string | null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.requestId = status >= 500 && requestId && /^[\w-]{1,100}$/.test(requestId) ? requestId : undefined;
  }

  /** The `message` of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

/** Every call names the API contract it speaks (amounts in cents) and the page's language. */
function headers(extra?: Record<string, string>): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': i18n.language === 'es' ? 'es' : 'en',
    [API_CONTRACT_HEADER]: String(API_CONTRACT_VERSION),
    ...extra,
  };
}

/**
 * The parsed body of a successful answer. A service that does not answer in this contract (one older
 * than it, still running while the remotes ship ahead) wrote dollars: its body is read as cents.
 */
async function parse<T>(url: string, response: Response): Promise<T> {
  if (!response.ok) {
    throw new ApiError(
      response.status,
      await response.text(),
      response.statusText,
      response.headers.get('X-Request-Id'),
    );
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (response.headers.get(API_CONTRACT_HEADER) === String(API_CONTRACT_VERSION)) return json as T;
  // Rare (only while an older service still runs), so its converter is not part of every first visit.
  const { legacyToCents } = await import('@ministry/contracts/money-v1');
  return legacyToCents(json, { path: new URL(url, 'http://site.invalid').pathname, part: 'answer' }) as T;
}

/** GET with credentials; used as the SWR fetcher (the query key is the URL). No retries. */
export async function apiGet<T>(url: string): Promise<T> {
  return parse<T>(url, await fetch(url, { credentials: 'include', headers: headers() }));
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write: method, URL, optional JSON payload and extra headers (an Idempotency-Key), with
 * credentials. Resolves to the parsed body (or null).
 */
export async function apiSend<T = unknown>(
  method: WriteMethod,
  url: string,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: headers(extraHeaders) };
  if (payload !== undefined) {
    init.headers = headers({ ...extraHeaders, 'Content-Type': 'application/json' });
    init.body = JSON.stringify(payload);
  }
  return parse<T>(url, await fetch(url, init));
}

/** The field messages a 400 from a service carries (`{ errors: { field: message } }`, in the caller's language). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: unknown };
    if (!body.errors || typeof body.errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * The best text to show for a failed call: the server's message, else the given fallback; after a
 * failure on the site's side, with the reference a person can quote ("Reference: <request id>").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const text = (error instanceof ApiError && error.serverMessage) || fallback;
  const reference = error instanceof ApiError ? error.requestId : undefined;
  return reference ? `${text} ${i18n.t('state.reference', { id: reference })}` : text;
}
