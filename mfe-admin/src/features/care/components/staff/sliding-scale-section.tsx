import { useState } from 'react';
import { Badge, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import { assignSlidingScale, useSlidingScale, type SlidingScaleView } from '../../api/care';
import { newYorkMoment } from '../../care-time';
import { CounselorPicker } from './counselor-picker';
import { SlidingPricesDialog } from './sliding-prices-dialog';
import { useCareNames } from './use-care-names';

/** Sliding-scale requests (never the reason): a reviewing counselor, and her price per session type. */
export function SlidingScaleSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useSlidingScale();
  const { userName } = useCareNames();
  const [pricing, setPricing] = useState<SlidingScaleView | null>(null);
  const assign = async (requestId: string, counselorId: string) => {
    if (!counselorId) return;
    try {
      await assignSlidingScale(requestId, counselorId);
      toastSuccess(t('care.requests.assignedDone'));
      await mutate();
    } catch (caught) {
      reportFailure('Assigning a sliding-scale request', caught, { title: t('care.failed') });
    }
  };
  return (
    <section aria-labelledby="care-sliding-scale" className="mb-4">
      <SectionHeading
        id="care-sliding-scale"
        level={3}
        title={t('care.slidingScale.heading')}
        count={data?.requests.length}
      />
      <RecordList
        items={data?.requests}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.slidingScale.empty'),
        }}
      >
        {(requests) => (
          <ListGroup as="ul">
            {requests.map((request) => {
              const who = userName(request.userId);
              return (
                <ListGroup.Item
                  as="li"
                  key={request.id}
                  className="d-flex flex-wrap align-items-center gap-2"
                >
                  <span className="me-auto">
                    <span className="fw-semibold">{who}</span> ·{' '}
                    {t('care.slidingScale.requested', { date: newYorkMoment(request.createdAt, language) })}{' '}
                    <Badge
                      bg={request.status === 'decided' ? 'success' : 'warning'}
                      text={request.status === 'decided' ? undefined : 'dark'}
                    >
                      {request.status === 'decided'
                        ? t('care.slidingScale.decided')
                        : t('care.slidingScale.pending')}
                    </Badge>
                  </span>
                  <CounselorPicker
                    label={t('care.slidingScale.reviewer')}
                    context={who}
                    value={request.counselorId ?? ''}
                    onChange={(counselorId) => void assign(request.id, counselorId)}
                  />
                  <NamedButton
                    variant="outline-primary"
                    label={t('care.slidingScale.setPrices')}
                    name={who}
                    onClick={() => setPricing(request)}
                  />
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </RecordList>
      {pricing && <SlidingPricesDialog request={pricing} onClose={() => setPricing(null)} onSaved={mutate} />}
    </section>
  );
}
