import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { ministryDetails } from '../ministry-details';

/** A stand-in for the content service's public read: answers what `state` says, counts the reads. */
function contentService() {
  const state = {
    status: 200,
    body: { key: 'ministry', content: MINISTRY_CONTENT, revision: 1, publishedAt: '' } as unknown,
    reads: 0,
  };
  const server: Server = createServer((request, response) => {
    state.reads += 1;
    if (request.url !== '/api/site-content/ministry') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(state.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(state.body));
  });
  return {
    state,
    publish(content: MinistryContent) {
      state.status = 200;
      state.body = { key: 'ministry', content, revision: 2, publishedAt: new Date().toISOString() };
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const withPhone = (phone: string): MinistryContent => ({ ...MINISTRY_CONTENT, phone });

describe('ministryDetails', () => {
  let clock = 0;
  const now = () => clock;
  const later = () => (clock += 10_000);

  it('reads the published details, asks again only once its copy is a few seconds old', async () => {
    const service = contentService();
    const url = await service.start();
    service.publish(withPhone('(718) 555-0199'));
    expect((await ministryDetails(url, { now })).phone).toBe('(718) 555-0199');
    service.publish(withPhone('(718) 555-0200'));
    expect((await ministryDetails(url, { now })).phone).toBe('(718) 555-0199');
    expect(service.state.reads).toBe(1);
    later();
    expect((await ministryDetails(`${url}/`, { now })).phone).toBe('(718) 555-0200');
    expect(service.state.reads).toBe(2);
    await service.stop();
  });

  it('asks once for many callers at the same moment', async () => {
    const service = contentService();
    const url = await service.start();
    const all = await Promise.all([1, 2, 3, 4].map(() => ministryDetails(url, { now })));
    expect(all.map(({ phone }) => phone)).toEqual(Array(4).fill(MINISTRY_CONTENT.phone));
    expect(service.state.reads).toBe(1);
    await service.stop();
  });

  it('keeps the last good copy while the service errs, answers nonsense or is stopped', async () => {
    const service = contentService();
    const url = await service.start();
    service.publish(withPhone('(718) 555-0199'));
    await ministryDetails(url, { now });
    later();
    service.state.status = 503;
    expect((await ministryDetails(url, { now })).phone).toBe('(718) 555-0199');
    later();
    service.publish({ ...withPhone('(718) 555-0300'), email: 'not an address' });
    expect((await ministryDetails(url, { now })).phone).toBe('(718) 555-0199');
    later();
    await service.stop();
    expect((await ministryDetails(url, { now })).phone).toBe('(718) 555-0199');
  });

  it('falls back to the seed only when the service has never answered, or when there is no address', async () => {
    const service = contentService();
    const url = await service.start();
    await service.stop();
    await expect(ministryDetails(url, { now })).resolves.toEqual(MINISTRY_CONTENT);
    await expect(ministryDetails('')).resolves.toEqual(MINISTRY_CONTENT);
  });
});
