import '../styles/content.css';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { ContentPage } from '../components/content-page';
import { ContentCard, Section } from '../components/sections';
import outreachEn from '../locales/en/outreach.json';
import outreachEs from '../locales/es/outreach.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { announcementText, archivePageOf, useAnnouncements } from '../features/outreach/api/outreach';
import { AnnouncementDate } from '../features/outreach/components/announcement-date';
import { NewsSignupForm } from '../features/outreach/components/news-signup-form';

registerTexts({ en: outreachEn, es: outreachEs });

/** Links to the newer and older pages of the archive, where there are any. */
function ArchivePages({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation(NAMESPACE);
  const older = page * pageSize < total;
  if (page <= 1 && !older) return null;
  const to = (number: number) => (number > 1 ? `/announcements?page=${number}` : '/announcements');
  return (
    <nav aria-label={t('outreach.archive.pagesLabel')} className="d-flex justify-content-between mt-4">
      {page > 1 ? <Link to={to(page - 1)}>{t('outreach.archive.newer')}</Link> : <span />}
      {older && <Link to={to(page + 1)}>{t('outreach.archive.older')}</Link>}
    </nav>
  );
}

/** The archive's list: each sent public announcement's subject (a link to it) and day, a page at a time. */
function Archive() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const page = archivePageOf(useLocation().search);
  const { data, error, mutate } = useAnnouncements(page);
  if (error) return <ErrorState message={t('outreach.archive.loadFailed')} onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  if (!data.items.length)
    return <p className="text-center text-secondary mb-0">{t('outreach.archive.empty')}</p>;
  return (
    <>
      <ul className="list-unstyled mb-0" data-testid="announcement-list">
        {data.items.map((announcement) => {
          const { subject, language: written } = announcementText(announcement, language);
          return (
            <li key={announcement.id} className="mb-3">
              <ContentCard as="article">
                <h3 className="h5 ct-card-title mb-1" lang={written === language ? undefined : written}>
                  <Link to={`/announcements/${encodeURIComponent(announcement.id)}`}>{subject}</Link>
                </h3>
                <AnnouncementDate sentAt={announcement.sentAt} className="text-secondary small mb-0" />
              </ContentCard>
            </li>
          );
        })}
      </ul>
      <ArchivePages page={page} pageSize={data.pageSize} total={data.total} />
    </>
  );
}

/**
 * /announcements (issue 44): the public archive of what the ministry sent, each in the page's
 * language (Spanish falls back to English when an announcement has none), and a visitor's sign-up
 * for the lists she chooses.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage title={t('pages.announcements.title')} lead={t('outreach.archive.lead')}>
      <Section id="announcements-archive" title={t('outreach.archive.heading')} narrow>
        <Archive />
      </Section>
      <Section
        id="news-signup"
        anchor="news-signup"
        title={t('outreach.signup.heading')}
        intro={t('outreach.signup.intro')}
        tinted
        narrow
      >
        <ContentCard>
          <NewsSignupForm />
        </ContentCard>
      </Section>
    </ContentPage>
  );
}
