import { Button } from 'react-bootstrap';

/**
 * Previous / "Page 2 of 5" / Next under a paged list, in a navigation landmark named `label`; shown
 * only when there is more than one page. The caller gives the translated texts.
 */
export function Pager({
  page,
  pages,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { label: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="d-flex align-items-center gap-2 mt-3">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <span aria-live="polite">{texts.position}</span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
