import { ApiError, apiGet, apiSend, errorMessage } from '../api';

function respond(status: number, body: string, statusText = ''): jest.Mock {
  // jsdom has no fetch Response: a stand-in with what the client reads
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
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
});
