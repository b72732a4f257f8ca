import type { ReactNode } from 'react';
import { usePageTitle } from '@ministry/platform/page-title';

/**
 * A content page: its title (the document's too), the coloured header band with its h1 (`heading`,
 * when it is not the title) and a lead paragraph, then its sections.
 */
export function ContentPage({
  title,
  heading = title,
  lead,
  children,
}: {
  title: string;
  heading?: string;
  lead: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="ct-page">
      <div className="ct-page-header">
        <div className="container py-5 text-center">
          <h1 className="ct-display mb-3">{heading}</h1>
          <p className="lead mx-auto mb-0 ct-measure">{lead}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
