import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it('keeps local paths and refuses everything else', () => {
    expect(safeRedirect('/cart')).toBe('/cart');
    expect(safeRedirect('/events/manage?id=1')).toBe('/events/manage?id=1');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
