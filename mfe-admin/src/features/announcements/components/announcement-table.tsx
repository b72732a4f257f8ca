import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { mailingListName, type Announcement, type AnnouncementState } from '@ministry/contracts/outreach';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { NAMESPACE } from '../../../i18n';
import { DataTable, NameHeader, Pager } from '../../../kit';
import { useMailingLists } from '../api/announcements';

export const PAGE_SIZE = 20;

const BADGES: Record<AnnouncementState, string> = {
  draft: 'secondary',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
};

/** The moment that goes with a state: when it is to go out, when it went, or when the draft was saved. */
function stateMoment(announcement: Announcement): string | null {
  if (announcement.state === 'scheduled') return announcement.scheduledAt;
  if (announcement.state === 'sent' || announcement.state === 'sending')
    return announcement.sentAt ?? announcement.scheduledAt;
  return announcement.updatedAt;
}

/** The announcements, newest first, twenty a page: subject, lists, state with its date, messages queued. */
export function AnnouncementTable({
  announcements,
  onOpen,
}: {
  announcements: readonly Announcement[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: lists } = useMailingLists();
  const [page, setPage] = useState(1);
  const sorted = [...announcements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const shown = sorted.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const nameOf = (id: string) => {
    const list = lists?.find((each) => each.id === id);
    return list ? mailingListName(list, language) : id;
  };
  return (
    <>
      <DataTable
        testId="admin-announcements"
        columns={['subject', 'lists', 'state', 'queued']}
        label={(key) => t(`announcements.columns.${key}`)}
        actions={t('announcements.columns.actions')}
      >
        {shown.map((announcement) => {
          const moment = stateMoment(announcement);
          return (
            <tr key={announcement.id} data-announcement-id={announcement.id}>
              <NameHeader name={announcement.subject} nameEs={announcement.subjectEs} />
              <td>{announcement.lists.map(nameOf).join(', ')}</td>
              <td>
                <Badge
                  bg={BADGES[announcement.state]}
                  text={announcement.state === 'sending' ? 'dark' : undefined}
                >
                  {t(`announcements.states.${announcement.state}`)}
                </Badge>
                {moment && (
                  <div className="small text-secondary">
                    {formatInstantMoment(moment, language, 'medium')}
                  </div>
                )}
              </td>
              <td>{announcement.queued}</td>
              <td className="text-end text-nowrap">
                <NamedButton
                  label={t(announcement.state === 'draft' ? 'announcements.edit' : 'announcements.view')}
                  name={announcement.subject}
                  variant="outline-primary"
                  onClick={() => onOpen(announcement.id)}
                />
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        onPage={setPage}
        texts={{
          label: t('announcements.pager.label'),
          previous: t('announcements.pager.previous'),
          next: t('announcements.pager.next'),
          position: t('announcements.pager.position', { page: Math.min(page, pages), pages }),
        }}
      />
    </>
  );
}
