import type { ReactNode } from 'react';

/** The coloured header band of a content page: its h1 and a lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="ct-page-header">
      <div className="container py-5 text-center">
        <h1 className="ct-display mb-3">{title}</h1>
        <p className="lead mx-auto mb-0 ct-measure">{lead}</p>
        {children}
      </div>
    </div>
  );
}
