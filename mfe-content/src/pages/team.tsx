import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';
import { stayOnPage } from '../components/contact-details';
import { HandsHelpingIcon, UsersIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { TEAM_MEMBERS } from '../content/team';
import teamEn from '../locales/en/team.json';
import teamEs from '../locales/es/team.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { TeamMemberCard } from '../features/team/components/team-member-card';

registerTexts({ en: teamEn, es: teamEs });

export default function TeamPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.team.title'));
  return (
    <div className="ct-page">
      <PageHeader title={t('pages.team.title')} lead={t('teamPage.lead')} />

      <section className="ct-section" aria-label={t('pages.team.title')}>
        <div className="container">
          <div className="row g-4 justify-content-center">
            {TEAM_MEMBERS.map((member) => (
              <div className="col-md-6 col-lg-4" key={member.id}>
                <TeamMemberCard member={member} />
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="ct-section ct-section-tinted" aria-labelledby="philosophy-title">
        <div className="container">
          <h2 id="philosophy-title" className="ct-section-title text-center mb-5">
            {t('teamPage.philosophy.heading')}
          </h2>
          <div className="row g-4">
            <div className="col-md-6">
              <div className="card ct-card h-100">
                <div className="card-body p-4">
                  <span className="ct-icon-badge mb-3">
                    <HandsHelpingIcon />
                  </span>
                  <h3 className="h5 ct-card-title">{t('teamPage.philosophy.servant.title')}</h3>
                  <p className="text-secondary mb-0">{t('teamPage.philosophy.servant.text')}</p>
                </div>
              </div>
            </div>
            <div className="col-md-6">
              <div className="card ct-card h-100">
                <div className="card-body p-4">
                  <span className="ct-icon-badge mb-3">
                    <UsersIcon />
                  </span>
                  <h3 className="h5 ct-card-title">{t('teamPage.philosophy.collaborative.title')}</h3>
                  <p className="text-secondary mb-0">{t('teamPage.philosophy.collaborative.text')}</p>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="ct-band" aria-labelledby="join-title">
        <div className="container py-5 text-center ct-narrow">
          <h2 id="join-title" className="ct-section-title text-white">
            {t('teamPage.join.heading')}
          </h2>
          <p className="lead">{t('teamPage.join.text')}</p>
          {/* The spec's join-our-team call to action links nowhere yet. */}
          <a href="#" onClick={stayOnPage} className="btn btn-light btn-lg ct-btn-on-dark mt-2">
            {t('teamPage.join.button')}
          </a>
        </div>
      </section>
    </div>
  );
}
