import { screen } from '@testing-library/react';
import { NotFound } from '../states';
import { renderPage } from '../testing';

describe('NotFound', () => {
  it("is the site's 404 by default: its title, why, and a link home", () => {
    renderPage(<NotFound />, '/nowhere', '*');
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^404 Page Not Found \| /);
  });

  it("shows a section's own texts and way back", () => {
    renderPage(
      <NotFound
        title="Product Not Found"
        text="It is gone."
        back={{ to: '/shop', label: 'Return to shop' }}
      />,
      '/shop/x',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('It is gone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to shop' })).toHaveAttribute('href', '/shop');
    expect(document.title).toMatch(/^Product Not Found \| /);
  });
});
