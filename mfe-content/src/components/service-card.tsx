import type { ReactNode } from 'react';
import { localize } from '@ministry/contracts/language';
import type { MinistryService } from '@ministry/contracts/services-catalog';
import { useLanguage } from '@ministry/platform/i18n';
import { ServiceIcon } from './icons';

/**
 * A service's card, on the home page and on the services page: its icon, name and summary in the
 * active language, then what the page adds under them (Read More on the home page, Learn More there).
 */
export function ServiceCard({
  service,
  testId,
  heading: Heading,
  className,
  summaryClassName,
  children,
}: {
  service: MinistryService;
  testId: string;
  /** The name's heading level under the page's own headings. */
  heading: 'h2' | 'h3';
  /** Classes added to the card's. */
  className?: string;
  /** Classes added to the summary's. */
  summaryClassName?: string;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <article className={['card ct-card', className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className="card-body d-flex flex-column p-4">
        <span className="ct-icon-badge mb-3">
          <ServiceIcon name={service.icon} />
        </span>
        <Heading className="h5 ct-card-title">{localize(service.title, service.titleEs, language)}</Heading>
        <p className={['text-secondary', summaryClassName].filter(Boolean).join(' ')}>
          {localize(service.description, service.descriptionEs, language)}
        </p>
        {children}
      </div>
    </article>
  );
}
