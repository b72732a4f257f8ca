import { useState } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { localize } from '@ministry/contracts/language';
import type { PurchasedResource } from '@ministry/contracts/resource';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { reportFailure } from '@ministry/platform/toast';
import { requestResourceLink, usePurchasedResources } from '../api/purchased-resources';
import { NAMESPACE } from '../texts';
import { TabSection } from '../../../components/tab-section';

function PurchasedItem({ purchase }: { purchase: PurchasedResource }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const { resource, orderNumber } = purchase;
  const title = localize(resource.title, resource.titleEs, language);

  // The link is signed and expires: asked for at each click, then followed (the file downloads).
  const download = async () => {
    setBusy(true);
    try {
      window.location.assign((await requestResourceLink(resource.id)).url);
    } catch (error) {
      reportFailure('Asking for a resource link', error, { title: t('myResources.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListGroup.Item
      as="li"
      className="d-flex flex-wrap align-items-center gap-3"
      data-testid="purchased-resource"
    >
      <div className="flex-grow-1">
        <div className="fw-semibold">{title}</div>
        <div className="small text-secondary">
          {t('myResources.order')}{' '}
          <Link
            to={{ search: `?tab=orders&order=${encodeURIComponent(orderNumber)}` }}
            className="font-monospace"
          >
            {orderNumber}
          </Link>{' '}
          ·{' '}
          {t('myResources.purchasedOn', { date: formatInstantDay(purchase.purchasedAt, language, 'medium') })}
        </div>
      </div>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={busy}
        onClick={() => void download()}
        aria-label={t('myResources.downloadTitle', { title })}
      >
        {t('myResources.download')}
      </Button>
    </ListGroup.Item>
  );
}

/** The premium resources she bought (the Resources tab), each downloaded through a fresh signed link. */
export function PurchasedResources() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, mutate } = usePurchasedResources();

  let body;
  if (isLoading) body = <LoadingState label={t('myResources.loading')} />;
  else if (error && !data)
    body = <ErrorState message={t('myResources.loadError')} onRetry={() => void mutate()} />;
  else if (!data || data.length === 0)
    body = (
      <>
        <p>{t('myResources.empty')}</p>
        <Link to="/resources" className="btn btn-primary">
          {t('myResources.browse')}
        </Link>
      </>
    );
  else
    body = (
      <ListGroup as="ul" aria-labelledby="purchased-resources-heading">
        {data.map((purchase) => (
          <PurchasedItem key={`${purchase.resource.id}:${purchase.orderNumber}`} purchase={purchase} />
        ))}
      </ListGroup>
    );

  return (
    <TabSection
      id="purchased-resources-heading"
      title={t('myResources.heading')}
      intro={t('myResources.intro')}
      className="mb-5"
    >
      {body}
    </TabSection>
  );
}
