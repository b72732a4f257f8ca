import { ApiError, apiGet, apiSend, errorMessage } from '../api';
import { setLanguage } from '../i18n';
import { fakeHeaders } from '../testing';

function respond(
  status: number,
  body: string,
  statusText = '',
  headers: Record<string, string> = {},
): jest.Mock {
  // jsdom has no fetch Response: a stand-in with what the client reads
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: fakeHeaders(headers),
    text: () => Promise.resolve(body),
  };
  const mock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = mock;
  return mock;
}

describe('api client', () => {
  it('reads JSON with credentials and the active language', async () => {
    const fetchMock = respond(200, '[{"id":"1"}]');
    await expect(apiGet('/api/events')).resolves.toEqual([{ id: '1' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('asks only for JSON in the language (no version), and reads every answer as sent', async () => {
    const fetchMock = respond(200, '{"priceCents":2500,"price":"kept as sent"}');
    await expect(apiGet('/api/products/p1')).resolves.toEqual({ priceCents: 2500, price: 'kept as sent' });
    await apiSend('POST', '/api/cart', { productId: 'p1' });
    const sent = (fetchMock.mock.calls as [string, RequestInit][]).map(([, init]) =>
      Object.keys(init.headers!),
    );
    expect(sent).toEqual([
      ['Accept', 'Accept-Language'],
      ['Accept', 'Accept-Language', 'Content-Type'],
    ]);
    respond(201, '{"orderNumber":"WOP-2","total":"74.95"}');
    await expect(apiSend('POST', '/api/checkout', {})).resolves.toEqual({
      orderNumber: 'WOP-2',
      total: '74.95',
    });
  });

  it('throws "<status>: <body>" for a non-OK response', async () => {
    respond(400, '{"message":"Title is required"}');
    const error = await apiGet('/api/events').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Title is required"}');
    expect((error as ApiError).serverMessage).toBe('Title is required');
    expect(errorMessage(error, 'fallback')).toBe('Title is required');
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiGet('/api/events')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends a JSON payload with method and credentials, once (no retries)', async () => {
    const fetchMock = respond(500, 'boom');
    await expect(apiSend('POST', '/api/contact', { name: 'Ana' })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ana"}');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('resolves null for an empty success body', async () => {
    respond(204, '');
    await expect(apiSend('DELETE', '/api/cart')).resolves.toBeNull();
  });

  it('falls back to the given message when the server sent none', () => {
    expect(errorMessage(new Error('network'), 'Login failed')).toBe('Login failed');
  });

  it("keeps a 5xx's request id, for the person to quote, in her language", async () => {
    const body = '{"message":"Something went wrong on our side.","requestId":"0f3a9c"}';
    respond(500, body, '', { 'X-Request-Id': '0f3a9c' });
    const error = (await apiSend('POST', '/api/checkout').catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBe('0f3a9c');
    expect(errorMessage(error, 'fallback')).toBe('Something went wrong on our side. Reference: 0f3a9c');
    await setLanguage('es');
    try {
      expect(errorMessage(error, 'fallback')).toBe('Something went wrong on our side. Referencia: 0f3a9c');
    } finally {
      await setLanguage('en');
    }
    // The gateway's own 503 (the service is down) has the id in its header only.
    respond(503, '', 'Service Unavailable', { 'X-Request-Id': 'abc123' });
    const down = (await apiGet('/api/events').catch((e: unknown) => e)) as ApiError;
    expect(errorMessage(down, 'Could not load.')).toBe('Could not load. Reference: abc123');
  });

  it('shows no reference for a refusal (4xx): the message says what to do', async () => {
    respond(409, '{"message":"Not enough stock."}', '', { 'X-Request-Id': '0f3a9c' });
    const error = (await apiSend('POST', '/api/checkout').catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBeUndefined();
    expect(errorMessage(error, 'fallback')).toBe('Not enough stock.');
  });
});
