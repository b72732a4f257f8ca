import type { ReactNode } from 'react';
import { usePageTitle } from '@ministry/platform/page-title';

/**
 * A content page: its title (the document's too), the coloured header band with its h1 (`heading`,
 * when it is not the title) and a lead paragraph (none while its document is read), then its sections.
 */
export function ContentPage({
  title,
  heading,
  lead,
  children,
}: {
  title: string;
  heading?: string;
  lead?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="ct-page">
      <div className="ct-page-header">
        <div className="container py-5 text-center">
          <h1 className="ct-display mb-3">{heading || title}</h1>
          {lead && <p className="lead mx-auto mb-0 ct-measure">{lead}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
