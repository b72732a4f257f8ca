import type { ReactNode } from 'react';
import type { MinistryServiceContent } from '@ministry/contracts/site-content';
import { ServiceIcon } from './icons';
import { usePickText } from './site-content';

/**
 * A service's card, on the home page and on the services page: its icon, name, summary (and its
 * schedule when it has one) in the reader's language, then what the page adds under them (Read More
 * on the home page, Learn More there).
 */
export function ServiceCard({
  service,
  testId,
  heading: Heading,
  className,
  summaryClassName,
  children,
}: {
  service: MinistryServiceContent;
  testId: string;
  /** The name's heading level under the page's own headings. */
  heading: 'h2' | 'h3';
  /** Classes added to the card's. */
  className?: string;
  /** Classes added to the summary's. */
  summaryClassName?: string;
  children: ReactNode;
}) {
  const pick = usePickText();
  const schedule = pick(service.schedule);
  return (
    <article className={['card ct-card', className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className="card-body d-flex flex-column p-4">
        <span className="ct-icon-badge mb-3">
          <ServiceIcon name={service.icon} />
        </span>
        <Heading className="h5 ct-card-title">{pick(service.name)}</Heading>
        <p className={['text-secondary', summaryClassName].filter(Boolean).join(' ')}>
          {pick(service.summary)}
        </p>
        {schedule && <p className="small fw-semibold">{schedule}</p>}
        {children}
      </div>
    </article>
  );
}
