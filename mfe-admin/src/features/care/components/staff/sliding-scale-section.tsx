import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NamedButton } from '@ministry/platform/named-button';
import { NAMESPACE } from '../../../../i18n';
import { assignSlidingScale, useSlidingScale, type SlidingScaleView } from '../../api/care';
import { MemberRequestRow, RequestList } from '../shared/request-list';
import { AssignPicker } from './counselor-picker';
import { SlidingPricesDialog } from './sliding-prices-dialog';
import { useCareNames } from './use-care-names';

/** Sliding-scale requests (never the reason): a reviewing counselor, and her price per session type. */
export function SlidingScaleSection() {
  const { t } = useTranslation(NAMESPACE);
  const list = useSlidingScale();
  const { userName } = useCareNames();
  const [pricing, setPricing] = useState<SlidingScaleView | null>(null);
  return (
    <RequestList
      id="care-sliding-scale"
      title={t('care.slidingScale.heading')}
      empty={t('care.slidingScale.empty')}
      list={list}
      row={(request) => {
        const who = userName(request.userId);
        return (
          <MemberRequestRow
            who={who}
            createdAt={request.createdAt}
            badge={
              request.status === 'decided' ? (
                <Badge bg="success">{t('care.slidingScale.decided')}</Badge>
              ) : undefined
            }
          >
            <AssignPicker
              label={t('care.slidingScale.reviewer')}
              context={who}
              value={request.counselorId ?? ''}
              what="Assigning a sliding-scale request"
              assign={(counselorId) => assignSlidingScale(request.id, counselorId)}
              onAssigned={list.mutate}
            />
            <NamedButton
              variant="outline-primary"
              label={t('care.slidingScale.setPrices')}
              name={who}
              onClick={() => setPricing(request)}
            />
          </MemberRequestRow>
        );
      }}
    >
      {pricing && (
        <SlidingPricesDialog request={pricing} onClose={() => setPricing(null)} onSaved={list.mutate} />
      )}
    </RequestList>
  );
}
