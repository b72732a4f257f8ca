import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title';

/**
 * "Not found" as a page: the title (also the document's), a sentence, and one way on. The shell's 404
 * is `prominent` (display heading); a remote's (no such product, no such event date) leads back to its
 * own list.
 */
export function NotFoundView({
  title,
  body,
  to,
  action,
  prominent = false,
}: {
  title: string;
  body: string;
  to: string;
  action: string;
  prominent?: boolean;
}) {
  usePageTitle(title);
  return (
    <div className="container py-5 text-center">
      <h1 className={prominent ? 'display-6 mb-3' : 'mb-3'}>{title}</h1>
      <p className={prominent ? 'text-secondary' : 'text-secondary mb-4'}>{body}</p>
      <Link to={to} className={prominent ? 'btn btn-primary mt-2' : 'btn btn-primary'}>
        {action}
      </Link>
    </div>
  );
}
