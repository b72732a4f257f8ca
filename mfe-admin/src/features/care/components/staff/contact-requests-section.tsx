import { ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import { assignRequest, useStaffRequests } from '../../api/care';
import { newYorkMoment } from '../../care-time';
import { CounselorPicker } from './counselor-picker';

/** Counseling requests from the contact form (never their text): assign each to a counselor. */
export function ContactRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useStaffRequests();
  const assign = async (requestId: string, counselorId: string) => {
    if (!counselorId) return;
    try {
      await assignRequest(requestId, counselorId);
      toastSuccess(t('care.requests.assignedDone'));
      await mutate();
    } catch (caught) {
      reportFailure('Assigning a request', caught, { title: t('care.failed') });
    }
  };
  return (
    <section aria-labelledby="care-contact-requests" className="mb-4">
      <SectionHeading
        id="care-contact-requests"
        level={3}
        title={t('care.contactRequests.heading')}
        count={data?.requests.length}
      />
      <RecordList
        items={data?.requests}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.contactRequests.empty'),
        }}
      >
        {(requests) => (
          <ListGroup as="ul">
            {requests.map((request) => {
              const received = t('care.requests.received', {
                date: newYorkMoment(request.receivedAt, language),
              });
              return (
                <ListGroup.Item
                  as="li"
                  key={request.id}
                  className="d-flex flex-wrap align-items-center gap-2"
                >
                  <span className="me-auto">
                    {received} · {t(`care.languages.${request.language}`)}
                    {request.textDeleted && (
                      <span className="text-secondary"> · {t('care.requests.textDeleted')}</span>
                    )}
                  </span>
                  <CounselorPicker
                    label={t('care.requests.assign')}
                    context={received}
                    value={request.counselorId ?? ''}
                    onChange={(counselorId) => void assign(request.id, counselorId)}
                  />
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </RecordList>
    </section>
  );
}
