import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { RecordList, SectionHeading } from '../../../kit';
import { ANNOUNCEMENT_PARAM, NEW_ANNOUNCEMENT, useAdminLocation } from '../../layout';
import { useAnnouncements } from '../api/announcements';
import { AnnouncementTable } from './announcement-table';
import { NewAnnouncement, SavedAnnouncement } from './announcement-view';
import { MailingListsSection } from './mailing-lists-section';

/**
 * The Announcements tab: the announcements and the mailing lists; the one named in the address
 * (`&announcement=<id>`, or `new`) opens in its editor, with a way back to the list.
 */
export function AnnouncementsTab() {
  const { t } = useTranslation(NAMESPACE);
  const { params, go } = useAdminLocation();
  const { data, error, mutate } = useAnnouncements();
  const open = params.get(ANNOUNCEMENT_PARAM);
  const openOne = (id: string, replace = false) =>
    go('announcements', { [ANNOUNCEMENT_PARAM]: id }, { replace });
  const backToList = () => go('announcements', {}, { replace: true });

  return (
    <section aria-labelledby="adm-announcements-title">
      <SectionHeading
        id="adm-announcements-title"
        title={t('announcements.title')}
        count={open ? undefined : data?.length}
        actions={
          open !== NEW_ANNOUNCEMENT && (
            <Button size="sm" onClick={() => openOne(NEW_ANNOUNCEMENT)}>
              {t('announcements.add')}
            </Button>
          )
        }
      />
      <p className="text-secondary">{t('announcements.intro')}</p>
      {open ? (
        <>
          <Button variant="link" className="px-0 mb-2" onClick={() => go('announcements')}>
            <span aria-hidden="true">← </span>
            {t('announcements.all')}
          </Button>
          {open === NEW_ANNOUNCEMENT ? (
            <NewAnnouncement onCreated={(id) => openOne(id, true)} />
          ) : (
            <SavedAnnouncement key={open} id={open} onMissing={backToList} />
          )}
        </>
      ) : (
        <>
          <RecordList
            items={data}
            error={error}
            onRetry={mutate}
            texts={{
              loadError: t('announcements.loadError'),
              loading: t('announcements.loading'),
              empty: t('announcements.empty'),
            }}
          >
            {(list) => <AnnouncementTable announcements={list} onOpen={(id) => openOne(id)} />}
          </RecordList>
          <MailingListsSection />
        </>
      )}
    </section>
  );
}
