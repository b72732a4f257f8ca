import { screen } from '@testing-library/react';
import { RichText } from '../components/rich-text';
import { renderPage } from './test-utils';

const show = (text: string) => renderPage(<RichText text={text} paragraphClassName="p" listClassName="l" />);

describe('RichText', () => {
  it('shows paragraphs a blank line apart, a line break inside one as a space', () => {
    const { container } = show('First line\nstill the first.\n\nSecond paragraph.');
    const paragraphs = container.querySelectorAll('p.p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'First line still the first.',
      'Second paragraph.',
    ]);
  });

  it('shows "- " lines as a list', () => {
    const { container } = show('Before the list.\n\n- One\n- Two **bold**');
    const list = container.querySelector('ul.l')!;
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two bold']);
    expect(list.querySelector('strong')).toHaveTextContent('bold');
  });

  it('shows strong and emphasis', () => {
    show('Some **strong** and *gentle* words.');
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByText('gentle').tagName).toBe('EM');
  });

  it('links https, mailto and tel addresses in the same tab, and a path on the site through the router', () => {
    show('[Site](https://example.org) [Mail](mailto:a@example.org) [Call](tel:+17185550142) [Team](/team)');
    for (const [name, href] of [
      ['Site', 'https://example.org'],
      ['Mail', 'mailto:a@example.org'],
      ['Call', 'tel:+17185550142'],
      ['Team', '/team'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    }
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('rel', 'noopener');
  });

  it('shows script, HTML and javascript: links as the text typed, never as markup', () => {
    const typed = '<script>alert(1)</script> <b>bold</b> <img src=x onerror=alert(1)>';
    const { container } = show(`${typed}\n\n[click](javascript:alert(1)) [data](data:text/html,hi)`);
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    const [first, second] = container.querySelectorAll('p');
    expect(first).toHaveTextContent(typed);
    expect(second).toHaveTextContent('[click](javascript:alert(1)) [data](data:text/html,hi)');
  });

  it('shows nothing for an empty text', () => {
    const { container } = show('  \n\n ');
    expect(container.querySelector('p, ul')).toBeNull();
  });
});
