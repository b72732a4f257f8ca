import { Badge, ListGroup } from 'react-bootstrap';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { localize } from '@ministry/contracts/language';
import type { User } from '@ministry/contracts/user';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { usePurchasedResources } from '../../my-resources';
import { TabSection } from '../../../components/tab-section';

/** What the account page needs of a resource (the content service owns the full shape). */
interface DownloadableResource {
  id: string;
  title: string;
  titleEs?: string | null;
  type: string;
}

/**
 * The resources this member can download: every free one, and the premium ones with a subscription.
 * A premium one she bought is downloaded from the purchased list above (a signed link each time).
 */
export function ResourcesTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useSWR<DownloadableResource[]>('/api/resources');
  const bought = new Set((usePurchasedResources().data ?? []).map((purchase) => purchase.resource.id));

  return (
    <TabSection
      id="resources-heading"
      title={t('account.resourcesHeading')}
      intro={t('account.resourcesIntro')}
    >
      {isLoading && <LoadingState />}
      {error && <ErrorState message={t('account.resourcesError')} onRetry={() => void mutate()} />}
      {data && data.length === 0 && <p>{t('account.resourcesEmpty')}</p>}
      {data && data.length > 0 && (
        <ListGroup>
          {data.map((resource) => {
            const premium = resource.type === 'premium';
            const allowed = !premium || user.hasActiveSubscription;
            return (
              <ListGroup.Item key={resource.id} className="d-flex align-items-center gap-3">
                <span className="flex-grow-1">{localize(resource.title, resource.titleEs, language)}</span>
                <Badge bg={premium ? 'warning' : 'success'} text={premium ? 'dark' : undefined}>
                  {premium ? t('account.premium') : t('account.free')}
                </Badge>
                {allowed ? (
                  <a
                    className="btn btn-sm btn-outline-primary"
                    href={`/api/resources/${encodeURIComponent(resource.id)}/download`}
                  >
                    {t('account.download')}
                  </a>
                ) : (
                  <span className="small text-secondary">
                    {t(bought.has(resource.id) ? 'account.premiumBought' : 'account.premiumLocked')}
                  </span>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </TabSection>
  );
}
