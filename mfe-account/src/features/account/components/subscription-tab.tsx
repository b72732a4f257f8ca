import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from '@ministry/contracts/user';
import { NAMESPACE } from '../../../i18n';

/** The member's real status; plan, billing date and cancel arrive with the billing service. */
export function SubscriptionTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="h4">
        {t('account.subscriptionHeading')}
      </h2>
      {user.hasActiveSubscription ? (
        <Alert variant="success">{t('account.subscriptionActive')}</Alert>
      ) : (
        <>
          <p className="fw-semibold mb-1">{t('account.subscriptionNone')}</p>
          <p className="text-secondary">{t('account.subscriptionInvite')}</p>
          <Link to="/subscribe" className="btn btn-primary">
            {t('account.viewPlans')}
          </Link>
        </>
      )}
    </section>
  );
}
