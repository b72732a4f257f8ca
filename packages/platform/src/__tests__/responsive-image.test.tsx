import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResponsiveImage } from '../responsive-image';

const PRODUCT = '/api/products/images/65a0c0ffee0000000000b001.webp';

describe('ResponsiveImage', () => {
  it("offers a served picture's WebP widths up to the largest, with its sizes and box", () => {
    render(
      <ResponsiveImage src={PRODUCT} alt="Faith tee" width={600} height={600} sizes="100vw" largest={800} />,
    );
    const image = screen.getByRole('img', { name: 'Faith tee' });
    expect(image).toHaveAttribute('src', PRODUCT);
    expect(image).toHaveAttribute(
      'srcset',
      [160, 320, 480, 800]
        .map((width) => `/api/products/images/65a0c0ffee0000000000b001.w${width}.webp ${width}w`)
        .join(', '),
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
  });

  it('asks for the priority picture first and at once, in the server HTML', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={PRODUCT} alt="" width={600} height={600} sizes="100vw" priority />,
    );
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/^<img srcSet="[^"]+" sizes="100vw" src=/i);
  });

  it('lets any other picture wait until it nears the screen', () => {
    render(<ResponsiveImage src={PRODUCT} alt="" width={600} height={600} sizes="100vw" />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('keeps a drawing, a bundled or a foreign picture as its one src', () => {
    render(
      <ResponsiveImage
        src="/api/products/images/tee.0123456789.svg"
        alt="Tee"
        width={600}
        height={600}
        sizes="50vw"
      />,
    );
    expect(screen.getByRole('img', { name: 'Tee' })).not.toHaveAttribute('srcset');
    render(
      <ResponsiveImage
        src="/remotes/content/hero.abc.svg"
        alt="Hero"
        width={560}
        height={480}
        sizes="50vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
