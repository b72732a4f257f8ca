import type { ReactNode } from 'react';

/** One fact of an event's facts list (`<dl className="row">`): its label, then its value beside it. */
export function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-3">{label}</dt>
      <dd className="col-sm-9" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
