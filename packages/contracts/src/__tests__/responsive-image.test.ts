import { imageSrcSet, parseVariant, variantUrl } from '../responsive-image';

describe('width variants of our pictures', () => {
  it('name a variant beside its picture and read it back, for the fixed widths only', () => {
    expect(variantUrl('/api/products/images/tee.0123456789.svg', 480)).toBe(
      '/api/products/images/tee.0123456789.w480.webp',
    );
    expect(parseVariant('tee.0123456789.w480.webp')).toEqual({ stem: 'tee.0123456789', width: 480 });
    for (const file of ['tee.w481.webp', 'tee.w1600.webp', 'tee.w480.png', 'tee.webp', '../x.w480.webp'])
      expect(parseVariant(file)).toBeNull();
    expect(variantUrl('https://elsewhere.example/api/products/images/x.webp', 480)).toBeNull();
    expect(variantUrl('/remotes/content/hero.abc.svg', 480)).toBeNull();
  });

  it('offers an upload up to the first width that covers where it is shown, and a drawing as it is', () => {
    const photo = '/api/site-content/images/65a0c0ffee0000000000c001.webp';
    expect(imageSrcSet(photo, 240)).toBe(
      '/api/site-content/images/65a0c0ffee0000000000c001.w160.webp 160w, /api/site-content/images/65a0c0ffee0000000000c001.w320.webp 320w',
    );
    expect(imageSrcSet(photo)?.split(', ')).toHaveLength(5);
    expect(imageSrcSet('/api/resources/images/family.svg')).toBeNull();
    expect(imageSrcSet(null)).toBeNull();
  });
});
