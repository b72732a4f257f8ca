import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { TabSection } from '../tab-section';

describe('TabSection', () => {
  it('is a region named by its heading, with its introduction and content under it', () => {
    render(
      <TabSection id="care-heading" title="Counseling" intro="Book a session." className="mb-5">
        <p>Content</p>
      </TabSection>,
    );
    const region = screen.getByRole('region', { name: 'Counseling' });
    expect(region).toHaveClass('mb-5');
    expect(screen.getByRole('heading', { level: 2, name: 'Counseling' })).toHaveClass('h4');
    expect(screen.getByRole('heading')).not.toHaveAttribute('tabindex');
    expect(region).toHaveTextContent(/^CounselingBook a session\.Content$/);
  });

  it('leaves the introduction out when there is none and takes the heading focusable when asked', () => {
    const heading = createRef<HTMLHeadingElement>();
    render(
      <TabSection id="events-heading" title="Events" headingRef={heading}>
        <p>Content</p>
      </TabSection>,
    );
    expect(screen.getByRole('region', { name: 'Events' })).toHaveTextContent(/^EventsContent$/);
    expect(heading.current).toBe(screen.getByRole('heading', { name: 'Events' }));
    expect(heading.current).toHaveAttribute('tabindex', '-1');
  });
});
