import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import '../../../i18n';
import { DataTable, StatCard } from '..';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('StatCard', () => {
  it('names its number by its label', () => {
    render(<StatCard label="Events" value={4} testId="count-events" />);
    expect(screen.getByRole('generic', { name: 'Events' })).toHaveTextContent('4');
  });

  it('shows a placeholder while loading and says when the number is unavailable', () => {
    const { rerender } = render(<StatCard label="Events" value={undefined} testId="count-events" />);
    expect(screen.getByTestId('count-events')).toHaveTextContent('');
    expect(screen.getByTestId('count-events').querySelector('.placeholder')).not.toBeNull();
    rerender(<StatCard label="Events" value={undefined} failed testId="count-events" />);
    expect(screen.getByTestId('count-events')).toHaveTextContent('Not available');
  });

  it('writes a waiting count in red and leads to its tab', () => {
    const onClick = jest.fn();
    render(
      <StatCard label="To ship" value={3} alert testId="to-ship" action={{ label: 'See them', onClick }} />,
    );
    expect(screen.getByTestId('to-ship')).toHaveClass('text-danger');
    fireEvent.click(screen.getByRole('button', { name: 'See them' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable', () => {
  it('writes one header row, with an actions column for screen readers only', () => {
    render(
      <DataTable
        testId="things"
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'amount', label: 'Amount', end: true },
          { key: 'actions', label: 'Actions', end: true, hideLabel: true },
        ]}
      >
        <tr>
          <td>Ruth</td>
          <td>$5.00</td>
          <td />
        </tr>
      </DataTable>,
    );
    const table = screen.getByTestId('things');
    expect(table).toHaveClass('adm-stack', 'table-hover');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Amount', 'Actions']);
    expect(headers[1]).toHaveClass('text-end');
    expect(within(headers[2]!).getByText('Actions')).toHaveClass('visually-hidden');
    expect(within(table).getByRole('cell', { name: 'Ruth' })).toBeInTheDocument();
  });

  it('scrolls sideways instead of stacking when asked', () => {
    render(
      <DataTable testId="wide" layout="scroll" columns={[{ key: 'name', label: 'Name' }]}>
        <tr>
          <td>Ruth</td>
        </tr>
      </DataTable>,
    );
    expect(screen.getByTestId('wide')).not.toHaveClass('adm-stack');
    expect(screen.getByTestId('wide').parentElement).toHaveClass('table-responsive');
  });
});
