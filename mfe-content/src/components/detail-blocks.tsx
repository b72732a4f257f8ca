import type { ReactNode } from 'react';
import type { DetailBlock } from '../content/service-details';

export interface LabelledBlock {
  key: string;
  label: string;
  block: DetailBlock;
  /** Shown in a highlighted box (the team's contact information). */
  highlight?: boolean;
}

function BlockBody({ block }: { block: DetailBlock }) {
  if (typeof block === 'string') return <p className="mb-0">{block}</p>;
  return (
    <ul className="ct-detail-list mb-0">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Labelled blocks of detail (a service, a team member), each a heading at `level` and its text or list. */
export function DetailBlocks({
  blocks,
  level,
  footer,
}: {
  blocks: LabelledBlock[];
  level: 3 | 4;
  footer?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className="ct-detail">
      {blocks.map(({ key, label, block, highlight }) => (
        <section key={key} className={highlight ? 'ct-detail-block ct-detail-highlight' : 'ct-detail-block'}>
          <Heading className="ct-detail-label">{label}</Heading>
          <BlockBody block={block} />
        </section>
      ))}
      {footer}
    </div>
  );
}
