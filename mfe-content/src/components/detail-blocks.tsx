import type { ReactNode } from 'react';
import type { LabelledBlock } from '@ministry/contracts/site-content';
import { RichText } from './rich-text';
import { usePickText } from './site-content';

/** True when a document's text is empty in both languages (nothing to show). */
export const isBlank = ({ en, es }: { en: string; es: string }): boolean => !en.trim() && !es.trim();

/**
 * Labelled blocks of detail (a service's, a team member's, a testimonial's story), each a heading at
 * `level` and its rich text; `highlight` names the block shown in a highlighted box (a member's contact).
 */
export function DetailBlocks({
  blocks,
  level,
  highlight,
  footer,
}: {
  blocks: LabelledBlock[];
  level: 3 | 4;
  highlight?: string;
  footer?: ReactNode;
}) {
  const pick = usePickText();
  const Heading = `h${level}` as const;
  return (
    <div className="ct-detail">
      {blocks
        .filter((block) => !isBlank(block.body))
        .map(({ id, label, body }) => (
          <section
            key={id}
            className={id === highlight ? 'ct-detail-block ct-detail-highlight' : 'ct-detail-block'}
          >
            <Heading className="ct-detail-label">{pick(label)}</Heading>
            <RichText text={pick(body)} listClassName="ct-detail-list" />
          </section>
        ))}
      {footer}
    </div>
  );
}
