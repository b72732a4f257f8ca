import { Col, Container, Row } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLAN_ID, PLANS, type PlanId } from '@ministry/contracts/plans';
import { usePageTitle } from '@ministry/platform/page-title';
import { NAMESPACE } from '../i18n';
import { PaymentPageHeader } from '../features/payment/page-header';
import { CheckoutCard, type IntentRequest } from '../features/subscription/components/checkout-card';
import { PlanOption } from '../features/subscription/components/plan-option';
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
        {PLANS.map((plan) => (
          <Col as="li" md={4} key={plan.id}>
            <PlanOption plan={plan} selected={plan.id === request.planId} onSelect={() => select(plan.id)} />
          </Col>
        ))}
      </Row>
      <CheckoutCard request={request} onRetry={retry} />
    </Container>
  );
}
