import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadRemoteComponent, resetRemote, type RemoteComponentModule } from '../remote-loader';
import { hydrateSections, preloadRemoteComponent, RemoteComponent } from '../remote-component';

jest.mock('../remote-loader', () => ({
  loadRemoteComponent: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

const load = jest.mocked(loadRemoteComponent);

/** A load the test settles when it wants. */
function deferredLoad() {
  let settle!: { resolve: (module: RemoteComponentModule) => void; reject: (error: Error) => void };
  const promise = new Promise<RemoteComponentModule>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const screenModule = (text: string): RemoteComponentModule => ({ default: () => <h1>{text}</h1> });

function renderRemote(id: string) {
  return render(
    <RemoteComponent
      id={id}
      loading={<p>Loading section</p>}
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    />,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteComponent', () => {
  it('renders a module preloaded before the first render at once, without its loading placeholder', async () => {
    load.mockResolvedValueOnce(screenModule('Home page'));
    await preloadRemoteComponent('content/Home');

    renderRemote('content/Home');

    // In the very first render: nothing to wait for, so no placeholder is ever shown.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading section')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder while a module loads, then the module', async () => {
    const pending = deferredLoad();
    load.mockReturnValueOnce(pending.promise);

    renderRemote('shop/ShopList');
    expect(screen.getByText('Loading section')).toBeInTheDocument();

    await act(async () => pending.resolve(screenModule('Shop')));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });

  it('a preload that is still running is shared with the render, not started twice', async () => {
    const pending = deferredLoad();
    load.mockReturnValueOnce(pending.promise);
    const preloaded = preloadRemoteComponent('events/EventsCalendar');

    renderRemote('events/EventsCalendar');
    await act(async () => {
      pending.resolve(screenModule('Events'));
      await preloaded;
    });

    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows the fallback; "Try again" forgets the remote and loads it anew', async () => {
    load.mockRejectedValueOnce(new Error('503: /remotes/account/mf-manifest.json'));
    await preloadRemoteComponent('account/Login');

    renderRemote('account/Login');
    const retry = screen.getByRole('button', { name: 'Try again' });

    load.mockResolvedValueOnce(screenModule('Login'));
    fireEvent.click(retry);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('account/Login');
    expect(load).toHaveBeenCalledTimes(2);
  });

  // Last: it marks the page as one the server rendered, for the rest of this file.
  it('a rendered section the page leaves before its code arrives is not waited for', () => {
    load.mockReturnValueOnce(deferredLoad().promise);
    const done = jest.fn();
    const rootHydrated = hydrateSections({ 'events/Calendar': 'rendered' }, done);
    const { unmount } = renderRemote('events/Calendar');
    rootHydrated();
    expect(done).not.toHaveBeenCalled();

    // A menu link followed while the section's code still downloads: the section leaves the page.
    unmount();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
