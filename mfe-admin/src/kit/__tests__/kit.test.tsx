import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@ministry/platform/i18n';
import '../../i18n';
import { DataTable, NameHeader, RecordList, SectionHeading, StatCard, TabSection } from '..';

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
        columns={['Name', 'Amount']}
        label={(key) => key}
        classes={{ Amount: 'text-end' }}
        actions="Actions"
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
      <DataTable testId="wide" layout="scroll" columns={['Name']} label={(key) => key}>
        <tr>
          <td>Ruth</td>
        </tr>
      </DataTable>,
    );
    expect(screen.getByTestId('wide')).not.toHaveClass('adm-stack');
    expect(screen.getByTestId('wide').parentElement).toHaveClass('table-responsive');
  });
});

describe('RecordList', () => {
  const texts = { loadError: 'Could not load', loading: 'Loading things…', empty: 'Nothing yet.' };
  const draw = (items: readonly string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  it('says it is loading, then draws the records', () => {
    const { rerender } = render(
      <RecordList items={undefined} error={undefined} onRetry={() => {}} texts={texts}>
        {draw}
      </RecordList>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    rerender(
      <RecordList items={['a', 'b']} error={undefined} onRetry={() => {}} texts={texts}>
        {draw}
      </RecordList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there is nothing, and when loading failed offers to try again', () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <RecordList items={[]} error={undefined} onRetry={onRetry} texts={texts} emptyTestId="none">
        {draw}
      </RecordList>,
    );
    expect(screen.getByTestId('none')).toHaveTextContent('Nothing yet.');
    rerender(
      <RecordList items={['a']} error={new Error('down')} onRetry={onRetry} texts={texts}>
        {draw}
      </RecordList>,
    );
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('TabSection', () => {
  it("is named by the tab's heading, with its count, its actions and its introduction", () => {
    render(
      <TabSection tab="events" count={3} actions={<button type="button">Add</button>}>
        <p>content</p>
      </TabSection>,
    );
    const section = screen.getByRole('region', { name: 'Events (3)' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Events (3)');
    expect(within(section).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(
      within(section).getByText('Every event on the calendar. Edit one in event management.'),
    ).toBeVisible();
  });

  it('leaves the count out until it is known', () => {
    render(<SectionHeading id="funds" level={3} title="Funds" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Funds' })).toHaveAttribute('id', 'funds');
  });
});

describe('NameHeader', () => {
  const table = (nameEs?: string) => (
    <table>
      <tbody>
        <tr>
          <NameHeader name="Building fund" nameEs={nameEs} />
        </tr>
      </tbody>
    </table>
  );

  it("heads its row with the record's name and its Spanish name under it, marked Spanish", () => {
    render(table('Fondo de construcción'));
    const header = screen.getByRole('rowheader');
    expect(header).toHaveTextContent('Building fundFondo de construcción');
    expect(within(header).getByText('Fondo de construcción')).toHaveAttribute('lang', 'es');
  });

  it('leaves the Spanish line out when there is none', () => {
    render(table());
    expect(screen.getByRole('rowheader')).toHaveTextContent(/^Building fund$/);
    expect(screen.getByRole('rowheader').querySelector('[lang]')).toBeNull();
  });
});
