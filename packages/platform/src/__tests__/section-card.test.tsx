import { render, screen } from '@testing-library/react';
import { SectionCard } from '../section-card';

describe('SectionCard', () => {
  it('is a card section named by its title, with its intro and content', () => {
    render(
      <SectionCard
        headingId="s-title"
        title="Email lists"
        intro="Choose your lists."
        heading="h4"
        className="mt-4"
      >
        <p>Body</p>
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: 'Email lists' });
    expect(section).toHaveClass('card', 'mt-4');
    expect(screen.getByRole('heading', { level: 4, name: 'Email lists' })).toHaveClass('h5');
    expect(screen.getByText('Choose your lists.')).toHaveClass('text-secondary');
    expect(section).toHaveTextContent('Body');
  });

  it('shows no intro line without an intro', () => {
    const { container } = render(<SectionCard headingId="s2" title="System" titleClassName="mb-3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'System' })).toHaveClass('h5', 'mb-3');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
