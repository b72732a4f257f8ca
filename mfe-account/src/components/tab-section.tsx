import type { ReactNode, Ref } from 'react';

/**
 * One of the account's tabs (or a part of one that stands as a section): its heading, named by `id`,
 * its introduction under it when it has one, then the content. `headingRef` takes the heading focusable
 * (a page that moves the focus to it when what it shows changes).
 */
export function TabSection({
  id,
  title,
  intro,
  className,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="h4" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {intro && <p className="text-secondary">{intro}</p>}
      {children}
    </section>
  );
}
