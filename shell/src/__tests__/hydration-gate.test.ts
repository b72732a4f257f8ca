import { expectHydration, expectIsland, reportHydrated } from '../hydration-gate';

describe('the hydration gate', () => {
  it('calls done once the root and every island it holds have reported, in any order, once', () => {
    const done = jest.fn();
    expectHydration(['', 'shop/ShopList'], done);
    // Islands count themselves while the root renders, before it commits and reports.
    expectIsland('layout/header');
    expectIsland('layout/footer');
    reportHydrated('');
    reportHydrated('layout/footer');
    reportHydrated('shop/ShopList');
    expect(done).not.toHaveBeenCalled();
    // An island inside one (rendered while it hydrates) counts before the outer one reports.
    expectIsland('layout/header/inner');
    reportHydrated('layout/header');
    expect(done).not.toHaveBeenCalled();
    reportHydrated('layout/header/inner');
    expect(done).toHaveBeenCalledTimes(1);
    // Later islands (a page rendered in the browser after) change nothing.
    expectIsland('layout/header');
    reportHydrated('layout/header');
    reportHydrated('unknown');
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait again for an island that reported and rendered again before the page was hydrated', () => {
    const done = jest.fn();
    expectHydration(['', 'shop/ShopList'], done);
    expectIsland('layout/footer');
    reportHydrated('');
    reportHydrated('layout/footer');
    // A link followed while the section still hydrates: the layout renders again, the footer with it,
    // and its report (an effect that already ran) does not come again.
    expectIsland('layout/footer');
    reportHydrated('shop/ShopList');
    expect(done).toHaveBeenCalledTimes(1);
  });
});
