import type { ReactNode } from 'react';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { SubscriptionPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';

/** The texts of a plan card, in the page's own words: `perMonthLabel` gets `price`, `featuresLabel` gets `plan`. */
export type PlanCardText = (
  key: 'popular' | 'perMonth' | 'perMonthLabel' | 'featuresLabel',
  values?: { price?: string; plan?: string },
) => string;

/**
 * One subscription plan as a card: name, monthly price (said whole to screen readers), description,
 * features, a ribbon on the popular one and the page's action (`children(name)`) at the bottom. Styled
 * by the page's classes: `<classes>`, `<classes>-ribbon`, `-name`, `-amount`, `-period`, `-features`.
 */
export function PlanCard({
  plan,
  text,
  classes,
  headingId,
  heading: Heading = 'h2',
  className,
  priceCents,
  priceNote,
  children,
}: {
  plan: SubscriptionPlan;
  text: PlanCardText;
  classes: string;
  headingId: string;
  heading?: 'h2' | 'h3';
  /** More classes on the card (selected, popular). */
  className?: string;
  /** The amount shown instead of the monthly price (a yearly one: the page's `perMonth` texts then say per year). */
  priceCents?: number;
  /** A line under the price (what a yearly price comes to per month, the saving). */
  priceNote?: ReactNode;
  children: (name: string) => ReactNode;
}) {
  const language = useLanguage();
  const name = localize(plan.name, plan.nameEs, language);
  const price = formatCents(priceCents ?? plan.priceCents, language);
  const features = language === 'es' && plan.featuresEs.length ? plan.featuresEs : plan.features;
  return (
    <article
      className={['card h-100', classes, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
    >
      {plan.popular && <div className={`${classes}-ribbon`}>{text('popular')}</div>}
      <div className="card-body d-flex flex-column p-4">
        <Heading id={headingId} className={`h4 ${classes}-name`}>
          {name}
        </Heading>
        <p className="mb-1">
          <span className="visually-hidden">{text('perMonthLabel', { price })}</span>
          <span aria-hidden="true">
            <span className={`${classes}-amount`}>{price}</span>
            <span className={`${classes}-period`}>{text('perMonth')}</span>
          </span>
        </p>
        {priceNote}
        <p className="text-secondary small">{localize(plan.description, plan.descriptionEs, language)}</p>
        <ul
          className={`list-unstyled ${classes}-features mb-4`}
          aria-label={text('featuresLabel', { plan: name })}
        >
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {children(name)}
      </div>
    </article>
  );
}
