import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NamedButton } from '@ministry/platform/named-button';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../../i18n';
import { readRequest, useOwnRequests, type CareRequestDetail, type CareRequestView } from '../../api/care';
import { CareDialog, RecordedRead, useCareAction } from '../shared/care-dialog';
import { ContactRequestRow, RequestList } from '../shared/request-list';

/** One request opened: who wrote, how to reach her, and what she wrote (this read is recorded). */
function RequestDialog({ request, onClose }: { request: CareRequestView; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [detail, setDetail] = useState<CareRequestDetail | null>(null);
  const { busy, failure, run } = useCareAction();
  return (
    <CareDialog size="lg" title={t('care.requests.title')} onClose={onClose}>
      <RecordedRead failure={failure} onClose={onClose}>
        {busy && <LoadingState />}
        {!detail && !busy && (
          <Button onClick={() => void run(async () => setDetail(await readRequest(request.id)))}>
            {t('care.requests.open')}
          </Button>
        )}
        {detail && detail.deletedAt && <p className="text-secondary">{t('care.texts.deleted')}</p>}
        {detail && !detail.deletedAt && (
          <>
            <p className="fw-semibold">
              {t('care.requests.from', { name: detail.name, email: detail.email })}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{detail.text}</p>
          </>
        )}
      </RecordedRead>
    </CareDialog>
  );
}

/** Counseling requests from the contact form assigned to her. */
export function MyRequests() {
  const { t } = useTranslation(NAMESPACE);
  const list = useOwnRequests();
  const [open, setOpen] = useState<CareRequestView | null>(null);
  return (
    <RequestList
      id="care-my-requests"
      title={t('care.requests.heading')}
      intro={t('care.requests.intro')}
      uncounted
      empty={t('care.requests.empty')}
      list={list}
      row={(request) => (
        <ContactRequestRow
          request={request}
          action={(received) => (
            <NamedButton
              variant="outline-primary"
              label={t('care.requests.open')}
              name={received}
              onClick={() => setOpen(request)}
            />
          )}
        />
      )}
    >
      {open && <RequestDialog request={open} onClose={() => setOpen(null)} />}
    </RequestList>
  );
}
