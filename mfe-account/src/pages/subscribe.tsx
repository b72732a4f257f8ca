import { Button, Col, Container, Row } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN_ID, PLANS, type PlanId } from '@ministry/contracts/plans';
import { usePageTitle } from '@ministry/platform/page-title';
import { PlanCard } from '@ministry/platform/plan-card';
import { NAMESPACE } from '../i18n';
import { PaymentPageHeader } from '../features/payment/page-header';
import { CheckoutCard, type IntentRequest } from '../features/subscription/components/checkout-card';
import '../features/subscription/subscription.css';

/** /subscribe: the three plans (growth selected first) and the card that takes the payment. */
export default function SubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.subscribe.title'));
  const [request, setRequest] = useState<IntentRequest>({ planId: DEFAULT_PLAN_ID, attempt: 0 });

  const select = (planId: PlanId) =>
    setRequest((current) => (current.planId === planId ? current : { planId, attempt: current.attempt + 1 }));
  const retry = () => setRequest((current) => ({ ...current, attempt: current.attempt + 1 }));

  return (
    <Container className="py-5">
      <PaymentPageHeader title={t('pages.subscribe.title')} intro={t('subscribe.intro')} className="mb-5" />
      <Row as="ul" className="list-unstyled g-4 mb-5" aria-label={t('subscribe.plansLabel')}>
        {PLANS.map((plan) => {
          const selected = plan.id === request.planId;
          return (
            <Col as="li" md={4} key={plan.id}>
              <PlanCard
                plan={plan}
                text={(key, values) => t(`subscribe.${key}`, values)}
                classes="sub-plan"
                headingId={`subscribe-plan-${plan.id}`}
                className={selected ? 'sub-plan-selected' : undefined}
              >
                {(name) => (
                  <Button
                    variant={selected ? 'primary' : 'outline-primary'}
                    className="mt-auto w-100"
                    aria-pressed={selected}
                    aria-label={selected ? undefined : t('subscribe.selectLabel', { plan: name })}
                    onClick={() => select(plan.id)}
                  >
                    {selected ? t('subscribe.selected') : t('subscribe.select')}
                  </Button>
                )}
              </PlanCard>
            </Col>
          );
        })}
      </Row>
      <CheckoutCard request={request} onRetry={retry} />
    </Container>
  );
}
