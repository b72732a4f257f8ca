import { dataContext } from '../ssr/data-context';
import type { RenderRequest } from '../ssr/protocol';
import { startStub, type StubService } from './support';

// What a section's serverData may read: the public, same-for-everyone API paths (SSR_API_READS), through
// the gateway's internal listener, never with a visitor's cookie; anything else is refused unsent.

const SESSION_TYPES = { sessionTypes: [{ id: 'initial-consultation', priceCents: 7500 }] };
const COUNSELORS = { counselors: [{ id: 'c1', teamSlug: 'sarah-johnson' }] };

let api: StubService;

beforeAll(async () => {
  api = await startStub({
    '/api/care/session-types': { body: SESSION_TYPES },
    '/api/care/counselors': { body: COUNSELORS },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function context(fallback: Record<string, unknown>) {
  const request: RenderRequest = {
    type: 'render',
    id: 1,
    url: '/counseling',
    language: 'es',
    now: Date.UTC(2026, 10, 27, 15),
    member: false,
    shellSheets: [],
    requestId: 'req-1',
  };
  return dataContext(api.url, request, {}, fallback, new AbortController().signal, { notFound: false });
}

describe('the reads of a server render', () => {
  it('read the care service’s public catalogue and keep it for the browser, in the page’s language', async () => {
    const fallback: Record<string, unknown> = {};
    const ctx = context(fallback);
    await expect(ctx.get('/api/care/session-types')).resolves.toEqual(SESSION_TYPES);
    await expect(ctx.get('/api/care/counselors')).resolves.toEqual(COUNSELORS);
    expect(fallback).toEqual({
      '/api/care/session-types': SESSION_TYPES,
      '/api/care/counselors': COUNSELORS,
    });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/care/session-types', '/api/care/counselors']);
    for (const { headers } of api.requests) {
      expect(headers['accept-language']).toBe('es');
      expect(headers.cookie).toBeUndefined();
    }
  });

  it('refuse, without asking, what is a member’s or a counselor’s own', async () => {
    const ctx = context({});
    for (const path of [
      '/api/care/appointments/mine',
      '/api/care/credits',
      '/api/care/counselor/profile',
      '/api/care/slots?typeId=initial-consultation',
      '/api/admin/care/counselors',
    ])
      await expect(ctx.get(path)).rejects.toThrow(`not a public read: ${path}`);
    expect(api.requests).toEqual([]);
  });
});
