import type { ComponentProps, ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { TableHead } from '@ministry/platform/table-head';

/**
 * The admin's list of records: a white, shadowed table with one header row (`TableHead`'s columns,
 * labels, classes and actions). `stack` (the default) highlights the row under the pointer and stacks
 * each row as a card on a narrow screen; `scroll` keeps the columns and scrolls sideways instead. The
 * rows are the caller's.
 */
export function DataTable<K extends string>({
  testId,
  layout = 'stack',
  className,
  children,
  ...head
}: ComponentProps<typeof TableHead<K>> & {
  testId: string;
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
        <TableHead {...head} />
        <tbody>{children}</tbody>
      </Table>
    </div>
  );
}

/** A record's row header: its name, and its Spanish name under it when it has one. */
export function NameHeader({ name, nameEs }: { name: string; nameEs?: string | null }) {
  return (
    <th scope="row" className="fw-semibold text-break">
      {name}
      {nameEs && (
        <div className="small text-secondary fw-normal" lang="es">
          {nameEs}
        </div>
      )}
    </th>
  );
}
