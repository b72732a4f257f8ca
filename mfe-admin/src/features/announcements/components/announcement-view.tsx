import { useCallback, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementInput } from '@ministry/contracts/outreach';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { ApiError } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { FormCard } from '../../../kit';
import {
  createAnnouncement,
  updateAnnouncement,
  useAnnouncement,
  useAnnouncementPreview,
  useRememberAnnouncement,
  useRevalidateAnnouncement,
} from '../api/announcements';
import { AnnouncementEditor, announcementValues, EMPTY_ANNOUNCEMENT } from './announcement-editor';
import { AnnouncementPreview } from './announcement-preview';
import { SendActions } from './send-actions';

/** A new announcement: its editor; once saved, it opens as a draft (`onCreated`). */
export function NewAnnouncement({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const remember = useRememberAnnouncement();
  const save = async (input: AnnouncementInput) => {
    const saved = await createAnnouncement(input);
    toastSuccess(t('announcements.saved'), saved.subject);
    await remember(saved);
    onCreated(saved.id);
  };
  return (
    <FormCard title={t('announcements.newTitle')} firstField="subject" openKey="new">
      <AnnouncementEditor initial={EMPTY_ANNOUNCEMENT} onSave={save} onDirty={() => undefined} />
      <p className="text-secondary small mt-3 mb-0">{t('announcements.newFirst')}</p>
    </FormCard>
  );
}

/** Where a scheduled, sending or sent announcement stands. */
function StateLine({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const when = (iso: string | null) => (iso ? formatInstantMoment(iso, language, 'long') : '');
  if (announcement.state === 'scheduled')
    return <p>{t('announcements.scheduledFor', { when: when(announcement.scheduledAt) })}</p>;
  if (announcement.state === 'sending')
    return <p>{t('announcements.sendingNow', { count: announcement.queued })}</p>;
  if (announcement.state === 'sent')
    return (
      <p>{t('announcements.sentOn', { when: when(announcement.sentAt), count: announcement.queued })}</p>
    );
  return null;
}

/**
 * A saved announcement: a draft in its editor with its preview and ways to send it; a scheduled one
 * with its time and Back to draft; a sent one as it went out. `onMissing` when it no longer exists.
 */
export function SavedAnnouncement({ id, onMissing }: { id: string; onMissing: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: announcement, error, mutate } = useAnnouncement(id);
  const preview = useAnnouncementPreview(id);
  const revalidate = useRevalidateAnnouncement();
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);

  if (error instanceof ApiError && error.status === 404)
    return (
      <Alert variant="warning" dismissible onClose={onMissing}>
        {t('announcements.notFound')}
      </Alert>
    );
  if (error) return <ErrorState message={t('announcements.loadError')} onRetry={() => void mutate()} />;
  if (!announcement) return <LoadingState label={t('announcements.loading')} />;

  const draft = announcement.state === 'draft';
  const save = async (input: AnnouncementInput) => {
    const saved = await updateAnnouncement(id, input);
    toastSuccess(t('announcements.saved'), saved.subject);
    await mutate(saved, { revalidate: false });
    await revalidate(id);
  };
  return (
    <FormCard
      title={draft ? t('announcements.editTitle') : t('announcements.viewTitle')}
      firstField="subject"
      openKey={id}
    >
      {draft ? (
        <AnnouncementEditor
          key={announcement.updatedAt}
          initial={announcementValues(announcement)}
          onSave={save}
          onDirty={onDirty}
        />
      ) : (
        <>
          <h4 className="h5 text-break">{announcement.subject}</h4>
          <StateLine announcement={announcement} />
        </>
      )}
      {draft && dirty && (
        <Alert variant="info" className="mt-3 mb-0">
          {t('announcements.saveFirst')}
        </Alert>
      )}
      <SendActions announcement={announcement} recipients={preview.data?.audience.total} disabled={dirty} />
      <AnnouncementPreview
        preview={preview.data}
        error={preview.error}
        onRetry={() => void preview.mutate()}
      />
    </FormCard>
  );
}
