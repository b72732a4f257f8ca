import { render, screen } from '@testing-library/react';
import { FieldRow } from '../form-field';

/** The classes of each column of the row that holds the texts, in order. */
function columnsOf(row: HTMLElement) {
  return [...row.children].map((column) => ({ className: column.className, text: column.textContent }));
}

describe('FieldRow', () => {
  it('shares the row evenly from the small breakpoint up, each child in its own column', () => {
    render(
      <FieldRow className="g-3" data-testid="row">
        <input aria-label="Language" />
        <input aria-label="Mode" />
      </FieldRow>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveClass('row g-3', { exact: true });
    expect([...row.children].map((column) => column.className)).toEqual(['col-sm-6', 'col-sm-6']);
    expect(row.children[0]).toContainElement(screen.getByLabelText('Language'));
    expect(row.children[1]).toContainElement(screen.getByLabelText('Mode'));
  });

  it('gives each child its own width, the last one serving the children beyond the list', () => {
    render(
      <FieldRow cols={['col-12', 'col-md-6']} data-testid="row">
        <span>Link</span>
        <span>When</span>
        <span>When in Spanish</span>
      </FieldRow>,
    );
    expect(columnsOf(screen.getByTestId('row'))).toEqual([
      { className: 'col-12', text: 'Link' },
      { className: 'col-md-6', text: 'When' },
      { className: 'col-md-6', text: 'When in Spanish' },
    ]);
  });

  it('gives every column one width, mapped children and fragments included, and no column to nothing', () => {
    const shown = false;
    render(
      <FieldRow cols="col-md-6" data-testid="row">
        {['Name', 'E-mail'].map((label) => (
          <span key={label}>{label}</span>
        ))}
        {shown && <span>Price</span>}
        <>
          <h4>Spanish</h4>
          <span>Subject</span>
        </>
      </FieldRow>,
    );
    expect(columnsOf(screen.getByTestId('row'))).toEqual([
      { className: 'col-md-6', text: 'Name' },
      { className: 'col-md-6', text: 'E-mail' },
      { className: 'col-md-6', text: 'SpanishSubject' },
    ]);
  });

  it('splits three children in thirds', () => {
    render(
      <FieldRow data-testid="row">
        <span>A</span>
        <span>B</span>
        <span>C</span>
      </FieldRow>,
    );
    expect(columnsOf(screen.getByTestId('row')).map(({ className }) => className)).toEqual([
      'col-sm-4',
      'col-sm-4',
      'col-sm-4',
    ]);
  });
});
