import { useId, useState } from 'react';
import { Alert, Button, ListGroup, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../../i18n';
import { Dialog, RecordList, SectionHeading } from '../../../../kit';
import { readRequest, useOwnRequests, type CareRequestDetail, type CareRequestView } from '../../api/care';
import { newYorkMoment } from '../../care-time';

/** One request opened: who wrote, how to reach her, and what she wrote (this read is recorded). */
function RequestDialog({ request, onClose }: { request: CareRequestView; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [detail, setDetail] = useState<CareRequestDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      setDetail(await readRequest(request.id));
    } catch (caught) {
      setFailure(errorMessage(caught, t('care.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      show
      size="lg"
      titleId={titleId}
      title={t('care.requests.title')}
      onClose={onClose}
      closeLabel={t('care.close')}
    >
      <Modal.Body>
        <Alert variant="info">{t('care.texts.recorded')}</Alert>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {busy && <LoadingState />}
        {!detail && !busy && <Button onClick={() => void open()}>{t('care.requests.open')}</Button>}
        {detail && detail.deletedAt && <p className="text-secondary">{t('care.texts.deleted')}</p>}
        {detail && !detail.deletedAt && (
          <>
            <p className="fw-semibold">
              {t('care.requests.from', { name: detail.name, email: detail.email })}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{detail.text}</p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('care.close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}

/** Counseling requests from the contact form assigned to her. */
export function MyRequests() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useOwnRequests();
  const [open, setOpen] = useState<CareRequestView | null>(null);
  return (
    <section aria-labelledby="care-my-requests" className="mb-4">
      <SectionHeading id="care-my-requests" level={3} title={t('care.requests.heading')} />
      <p className="text-secondary">{t('care.requests.intro')}</p>
      <RecordList
        items={data?.requests}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.requests.empty'),
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
                  <NamedButton
                    variant="outline-primary"
                    label={t('care.requests.open')}
                    name={received}
                    onClick={() => setOpen(request)}
                  />
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </RecordList>
      {open && <RequestDialog request={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
