import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

export interface DataColumn {
  key: string;
  label: string;
  /** Read to screen readers only (an actions column). */
  hideLabel?: boolean;
  /** Right-aligned (amounts, actions). */
  end?: boolean;
}

/**
 * The admin's list of records: a white, shadowed table with one header row. `stack` (the default)
 * highlights the row under the pointer and stacks each row as a card on a narrow screen; `scroll`
 * keeps the columns and scrolls sideways instead. The rows are the caller's.
 */
export function DataTable({
  testId,
  columns,
  layout = 'stack',
  className,
  children,
}: {
  testId: string;
  columns: DataColumn[];
  layout?: 'stack' | 'scroll';
  className?: string;
  children: ReactNode;
}) {
  const stack = layout === 'stack';
  return (
    <div className={`bg-body rounded shadow-sm${className ? ` ${className}` : ''}`}>
      <Table
        hover={stack}
        responsive={!stack}
        className={stack ? 'mb-0 align-middle adm-stack' : 'mb-0 align-middle'}
        data-testid={testId}
      >
        <thead>
          <tr>
            {columns.map(({ key, label, hideLabel, end }) => (
              <th key={key} scope="col" className={end ? 'text-end' : undefined}>
                {hideLabel ? <span className="visually-hidden">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </div>
  );
}
