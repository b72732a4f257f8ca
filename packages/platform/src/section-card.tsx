import type { ReactNode } from 'react';

/**
 * A section of a page in a card (Bootstrap's markup by hand: pages of a first visit use it), named by its title (looking like an `h5` at any heading level), with
 * an optional line under the title, then its content.
 */
export function SectionCard({
  headingId,
  title,
  heading: Heading = 'h3',
  intro,
  className,
  bodyClassName,
  titleClassName,
  introClassName = 'text-secondary',
  testId,
  children,
}: {
  /** The title's id: the section's accessible name. */
  headingId: string;
  title: ReactNode;
  heading?: 'h2' | 'h3' | 'h4';
  intro?: ReactNode;
  /** More classes on the card, on its body, on the title (after `h5`), and the intro's classes. */
  className?: string;
  bodyClassName?: string;
  titleClassName?: string;
  introClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section
      className={['card', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className={['card-body', bodyClassName].filter(Boolean).join(' ')}>
        <Heading id={headingId} className={['h5', titleClassName].filter(Boolean).join(' ')}>
          {title}
        </Heading>
        {intro && <p className={introClassName}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
