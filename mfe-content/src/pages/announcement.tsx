import '../styles/content.css';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState, NotFound } from '@ministry/platform/states';
import { ContentPage } from '../components/content-page';
import { RichText } from '../components/rich-text';
import { ContentCard } from '../components/sections';
import outreachEn from '../locales/en/outreach.json';
import outreachEs from '../locales/es/outreach.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { announcementText, useAnnouncement } from '../features/outreach/api/outreach';
import { AnnouncementDate } from '../features/outreach/components/announcement-date';

registerTexts({ en: outreachEn, es: outreachEs });

/** /announcements/:id: one announcement of the archive, in the page's language (else in English). */
export default function AnnouncementPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { id = '' } = useParams();
  const { data, error, mutate } = useAnnouncement(id);
  const back = { to: '/announcements', label: t('outreach.archive.back') };

  if (data === null || (error instanceof ApiError && error.status === 404))
    return (
      <NotFound
        title={t('outreach.archive.notFoundTitle')}
        text={t('outreach.archive.notFoundText')}
        back={back}
      />
    );
  if (error)
    return (
      <div className="container py-5">
        <ErrorState message={t('outreach.archive.loadFailed')} onRetry={() => void mutate()} />
      </div>
    );
  if (!data) return <LoadingState />;

  const { subject, body, language: written } = announcementText(data, language);
  return (
    <ContentPage title={subject}>
      <section className="ct-section">
        <div className="container ct-narrow">
          <ContentCard as="article">
            <AnnouncementDate sentAt={data.sentAt} />
            <div lang={written === language ? undefined : written} data-testid="announcement-body">
              <RichText text={body} />
            </div>
          </ContentCard>
          <p className="mt-4 mb-0">
            <Link to={back.to} className="ct-link-arrow">
              {back.label}
            </Link>
          </p>
        </div>
      </section>
    </ContentPage>
  );
}
