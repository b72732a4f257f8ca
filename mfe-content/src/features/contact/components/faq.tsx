import { useId, useState } from 'react';
import type { FaqContent } from '@ministry/contracts/site-content';
import { RichText } from '../../../components/rich-text';
import { usePickText } from '../../../components/site-content';

/**
 * The contact page's questions (the `faq` document, in its order), each answer opened on its own.
 * Bootstrap's accordion markup by hand: the page's first scripts go without react-bootstrap.
 */
export function Faq({ items }: { items: FaqContent['items'] }) {
  const pick = usePickText();
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="ct-faq accordion">
      {items.map((item) => {
        const shown = open.has(item.id);
        const answerId = `${prefix}-${item.id}`;
        return (
          <div className="accordion-item" key={item.id}>
            <h3 className="accordion-header">
              <button
                type="button"
                className={shown ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={shown}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
              >
                {pick(item.question)}
              </button>
            </h3>
            <div
              id={answerId}
              className={shown ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}
            >
              <div className="accordion-body">
                <RichText text={pick(item.answer)} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
