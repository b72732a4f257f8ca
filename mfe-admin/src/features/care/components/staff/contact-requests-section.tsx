import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { assignRequest, useStaffRequests } from '../../api/care';
import { ContactRequestRow, RequestList } from '../shared/request-list';
import { AssignPicker } from './counselor-picker';

/** Counseling requests from the contact form (never their text): assign each to a counselor. */
export function ContactRequestsSection() {
  const { t } = useTranslation(NAMESPACE);
  const list = useStaffRequests();
  return (
    <RequestList
      id="care-contact-requests"
      title={t('care.contactRequests.heading')}
      empty={t('care.contactRequests.empty')}
      list={list}
      row={(request) => (
        <ContactRequestRow
          request={request}
          action={(received) => (
            <AssignPicker
              label={t('care.requests.assign')}
              context={received}
              value={request.counselorId ?? ''}
              what="Assigning a request"
              assign={(counselorId) => assignRequest(request.id, counselorId)}
              onAssigned={list.mutate}
            />
          )}
        />
      )}
    />
  );
}
