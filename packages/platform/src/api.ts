import { parseLanguage } from '@ministry/contracts/language';
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

/** Every call asks for JSON in the page's language. */
function headers(extra?: Record<string, string>): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': parseLanguage(i18n.language),
    ...extra,
  };
}

/** The parsed body of a successful answer (null when empty). */
async function parse<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw new ApiError(
      response.status,
      await response.text(),
      response.statusText,
      response.headers.get('X-Request-Id'),
    );
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** GET with credentials; used as the SWR fetcher (the query key is the URL). No retries. */
export async function apiGet<T>(url: string): Promise<T> {
  return parse<T>(await fetch(url, { credentials: 'include', headers: headers() }));
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
  return parse<T>(await fetch(url, init));
}

/**
 * POSTs a file as the request's body (a picture: the service checks its content), with credentials
 * and the page's language; resolves to the parsed answer, or throws the service's refusal.
 */
export async function apiUpload<T>(url: string, file: File): Promise<T> {
  const contentType = file.type || 'application/octet-stream';
  const init: RequestInit = { method: 'POST', credentials: 'include', body: file };
  return parse<T>(await fetch(url, { ...init, headers: headers({ 'Content-Type': contentType }) }));
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
  return withReference(error, (error instanceof ApiError && error.serverMessage) || fallback);
}

/** `text`, after a failure on the site's side with the reference a person can quote. */
export function withReference(error: unknown, text: string): string {
  const reference = error instanceof ApiError ? error.requestId : undefined;
  return reference ? `${text} ${i18n.t('state.reference', { id: reference })}`.trim() : text;
}
