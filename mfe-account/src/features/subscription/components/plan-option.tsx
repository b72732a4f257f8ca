import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@ministry/contracts/money';
import type { SubscriptionPlan } from '@ministry/contracts/plans';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { planName } from '../format';

interface PlanOptionProps {
  plan: SubscriptionPlan;
  selected: boolean;
  onSelect: () => void;
}

/** One plan on /subscribe: a POPULAR ribbon when flagged, and Select Plan → Selected. */
export function PlanOption({ plan, selected, onSelect }: PlanOptionProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const name = planName(plan, language);
  const price = formatCents(plan.priceCents, language);
  const features = language === 'es' && plan.featuresEs.length ? plan.featuresEs : plan.features;
  const headingId = `subscribe-plan-${plan.id}`;
  return (
    <Card
      as="article"
      className={`sub-plan h-100 ${selected ? 'sub-plan-selected' : ''}`}
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
    >
      {plan.popular && <div className="sub-plan-ribbon">{t('subscribe.popular')}</div>}
      <Card.Body className="d-flex flex-column p-4">
        <h2 id={headingId} className="h4 sub-plan-name">
          {name}
        </h2>
        <p className="mb-1">
          <span className="visually-hidden">{t('subscribe.perMonthLabel', { price })}</span>
          <span aria-hidden="true">
            <span className="sub-plan-amount">{price}</span>
            <span className="text-secondary ms-1">{t('subscribe.perMonth')}</span>
          </span>
        </p>
        <p className="text-secondary small">{language === 'es' ? plan.descriptionEs : plan.description}</p>
        <ul
          className="list-unstyled sub-plan-features mb-4"
          aria-label={t('subscribe.featuresLabel', { plan: name })}
        >
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Button
          variant={selected ? 'primary' : 'outline-primary'}
          className="mt-auto w-100"
          aria-pressed={selected}
          aria-label={selected ? undefined : t('subscribe.selectLabel', { plan: name })}
          onClick={onSelect}
        >
          {selected ? t('subscribe.selected') : t('subscribe.select')}
        </Button>
      </Card.Body>
    </Card>
  );
}
