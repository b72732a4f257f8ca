import { act, useEffect } from 'react';
import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { SECTION_ERROR_DIGEST } from '../island';
import { onRecoverableError } from '../hydrate';
import { expectHydration, HydrationIsland, reportHydrated } from '../hydration-gate';

// React's Node renderer (the browser one cannot stream to a Node stream) needs setImmediate.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
globalThis.setImmediate ??= nodeSetImmediate as unknown as typeof globalThis.setImmediate;
// hydrate.tsx imports the whole app; nothing here loads a remote.
jest.mock('../remotes/remote-loader', () => ({}));

let onServer = true;

/** Throws while the server renders it, as a part whose data or code failed there. */
function Fragile() {
  if (onServer) throw new Error('the footer failed on the server');
  return <footer>Contact us</footer>;
}

/** The root's own report, once committed (hydrate.tsx's `Committed`). */
function RootCommitted() {
  useEffect(() => reportHydrated('page'), []);
  return null;
}

const page = (
  <div>
    <RootCommitted />
    <HydrationIsland id="layout/header">
      <header>
        <button type="button">Menu</button>
      </header>
    </HydrationIsland>
    <HydrationIsland id="layout/footer">
      <Fragile />
    </HydrationIsland>
  </div>
);

function renderOnServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(page, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => SECTION_ERROR_DIGEST,
    });
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an island of a server-rendered page', () => {
  it('that threw on the server is rendered in the browser, quietly, and the page then says hydrated', async () => {
    onServer = true;
    const html = await renderOnServer();
    // Each island its own boundary; the one that threw is marked for the browser to render.
    expect(html).toContain('<!--$--><header>');
    expect(html).toContain(`data-dgst="${SECTION_ERROR_DIGEST}"`);
    expect(html).not.toContain('Contact us');

    onServer = false;
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root')!;
    const header = container.querySelector('header');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the page showed when it said it was hydrated: the footer already rendered in the browser.
    let footerWhenDone: string | null | undefined;
    const done = jest.fn(() => {
      footerWhenDone = container.querySelector('footer')?.textContent;
    });
    expectHydration(['page'], done);
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    try {
      expect(footerWhenDone).toBe('Contact us');
      expect(container.querySelector('header')).toBe(header);
      expect(done).toHaveBeenCalledTimes(1);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      consoleError.mockRestore();
    }
  });
});
