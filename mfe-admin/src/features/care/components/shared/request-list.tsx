import type { ReactNode } from 'react';
import { Badge, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../../i18n';
import { RecordList, SectionHeading } from '../../../../kit';
import type { CareRequestView } from '../../api/care';
import { newYorkMoment } from '../../care-time';

/**
 * A section listing requests (contact, sliding-scale, mentoring): its heading (with the count unless
 * `uncounted`), the list in its states, one row per request drawn by `row`; `children` after it.
 */
export function RequestList<T extends { id: string }>({
  id,
  title,
  intro,
  uncounted = false,
  empty,
  list: { data, error, mutate },
  row,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  uncounted?: boolean;
  empty: string;
  list: { data: { requests: T[] } | undefined; error: unknown; mutate: () => unknown };
  row: (request: T) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby={id} className="mb-4">
      <SectionHeading id={id} level={3} title={title} count={uncounted ? undefined : data?.requests.length} />
      {intro && <p className="text-secondary">{intro}</p>}
      <RecordList
        items={data?.requests}
        error={error}
        onRetry={mutate}
        texts={{ loadError: t('care.loadError'), loading: t('care.loading'), empty }}
      >
        {(requests) => (
          <ListGroup as="ul">
            {requests.map((request) => (
              <ListGroup.Item as="li" key={request.id} className="d-flex flex-wrap align-items-center gap-2">
                {row(request)}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </RecordList>
      {children}
    </section>
  );
}

/** A contact request's row: when it came, its language (and that its text is gone), then its action. */
export function ContactRequestRow({
  request,
  action,
}: {
  request: CareRequestView;
  /** Given the "Received …" text, for the action's accessible name. */
  action: (received: string) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const received = t('care.requests.received', { date: newYorkMoment(request.receivedAt, useLanguage()) });
  return (
    <>
      <span className="me-auto">
        {received} · {t(`care.languages.${request.language}`)}
        {request.textDeleted && <span className="text-secondary"> · {t('care.requests.textDeleted')}</span>}
      </span>
      {action(received)}
    </>
  );
}

/** A member's request's row: who, when she asked, how it stands (`badge`, pending unless given). */
export function MemberRequestRow({
  who,
  createdAt,
  badge,
  children,
}: {
  who: string;
  createdAt: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <>
      <span className="me-auto">
        <span className="fw-semibold">{who}</span> ·{' '}
        {t('care.slidingScale.requested', { date: newYorkMoment(createdAt, language) })}{' '}
        {badge ?? (
          <Badge bg="warning" text="dark">
            {t('care.slidingScale.pending')}
          </Badge>
        )}
      </span>
      {children}
    </>
  );
}
