import { useMemo, useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS, type ContactSubject, type ContactSubmission } from '@ministry/contracts/contact';
import { useLanguage } from '@ministry/platform/i18n';
import { MailIcon, PhoneIcon } from '@ministry/platform/icons';
import { NAMESPACE } from '../../../i18n';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { localeOf, type Language } from '@ministry/contracts/language';
import { MINISTRY_TIME_ZONE } from '@ministry/contracts/calendar-day';
import { reportFailure } from '@ministry/platform/toast';
import {
  isOverdue,
  markAnswered,
  membersWaitingFirst,
  useContactSubmissions,
} from '../api/use-contact-submissions';
import { RecordList, TabSection } from '../../../kit';

function isSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^\d]/g, '')}`;
}

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** When a member's message is due, in New York time (the ministry's), with the zone named. */
function replyByText(iso: string, language: Language): string {
  return dateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: MINISTRY_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A member's message: due by when, overdue once past while unanswered, and marking it answered. */
function MemberSupport({
  submission,
  onAnswered,
}: {
  submission: ContactSubmission;
  onAnswered: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  if (!submission.memberSupport || !submission.replyBy) return null;
  const answered = !!submission.answeredAt;
  const answer = async () => {
    setBusy(true);
    try {
      await markAnswered(submission.id);
      onAnswered();
    } catch (error) {
      reportFailure('Marking the message answered', error, { title: t('messages.markAnsweredFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="member-support">
      <Badge bg="primary">{t('messages.member')}</Badge>
      {answered ? (
        <Badge bg="success">{t('messages.answered')}</Badge>
      ) : (
        <>
          <span className="small fw-semibold">
            {t('messages.replyBy', { date: replyByText(submission.replyBy, language) })}
          </span>
          {isOverdue(submission, Date.now()) && <Badge bg="danger">{t('messages.overdue')}</Badge>}
          <Button
            size="sm"
            variant="outline-success"
            disabled={busy}
            onClick={() => void answer()}
            aria-label={t('messages.markAnsweredName', { name: submission.name })}
          >
            {t('messages.markAnswered')}
          </Button>
        </>
      )}
    </div>
  );
}

function MessageCard({ submission, onAnswered }: { submission: ContactSubmission; onAnswered: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const subject = isSubject(submission.subject)
    ? t(`messages.subjects.${submission.subject}`)
    : submission.subject;
  const received = new Date(submission.createdAt);
  const phone = submission.phone?.trim();
  return (
    <Card as="article" className="border-0 shadow-sm" data-testid="contact-message">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h3 className="h5 mb-0">
            <Badge bg="light" text="dark" className="border me-2 align-middle fw-semibold">
              {subject}
            </Badge>
            <span className="align-middle text-break">{submission.name}</span>
          </h3>
          {!Number.isNaN(received.getTime()) && (
            <time className="small text-secondary" dateTime={submission.createdAt}>
              <span className="visually-hidden">{t('messages.received')}: </span>
              {dateTimeFormat(localeOf(language), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(received)}
            </time>
          )}
        </div>
        <MemberSupport submission={submission} onAnswered={onAnswered} />
        <dl className="adm-message-meta small mb-2">
          <dt>{t('messages.email')}</dt>
          <dd className="text-break">{submission.email}</dd>
          {phone && (
            <>
              <dt>{t('messages.phone')}</dt>
              <dd>{phone}</dd>
            </>
          )}
        </dl>
        {/* Plain text: React escapes it, so markup someone typed shows as typed and never runs. */}
        <p className="adm-message-body mb-3" data-testid="contact-message-body">
          {submission.message}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <a
            className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
            href={mailtoHref(submission.email, t('messages.replySubject', { subject }))}
            aria-label={t('messages.replyTo', { name: submission.name })}
          >
            <MailIcon /> {t('messages.reply')}
          </a>
          {phone && (
            <a
              className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
              href={telHref(phone)}
              aria-label={t('messages.callName', { name: submission.name })}
            >
              <PhoneIcon /> {t('messages.call')}
            </a>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * The contact form's messages: members' messages waiting for a reply first, then the newest, each with
 * Reply (e-mail) and Call when there is a phone.
 */
export function MessagesTab() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useContactSubmissions();
  const submissions = useMemo(() => (data ? membersWaitingFirst(data) : undefined), [data]);
  return (
    <TabSection
      tab="messages"
      count={submissions?.length ? t('messages.count', { count: submissions.length }) : undefined}
    >
      <RecordList items={submissions} error={error} onRetry={mutate} texts="messages">
        {(list) => (
          <div className="d-grid gap-3">
            {list.map((submission) => (
              <MessageCard key={submission.id} submission={submission} onAnswered={() => void mutate()} />
            ))}
          </div>
        )}
      </RecordList>
    </TabSection>
  );
}
