import '../styles/content.css';
import { useTranslation } from 'react-i18next';
import { stayOnPage } from '@ministry/platform/ministry-contact';
import { HandsHelpingIcon, UsersIcon } from '../components/icons';
import { ContentPage } from '../components/content-page';
import { CallToAction, CardGrid, IconCards, Section } from '../components/sections';
import { SiteContent } from '../components/site-content';
import teamEn from '../locales/en/team.json';
import teamEs from '../locales/es/team.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { TeamMemberCard } from '../features/team/components/team-member-card';

registerTexts({ en: teamEn, es: teamEs });

/** How the team works: servant-hearted and collaborative. */
const PHILOSOPHY = [
  { key: 'servant', Icon: HandsHelpingIcon },
  { key: 'collaborative', Icon: UsersIcon },
] as const;

export default function TeamPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage title={t('pages.team.title')} lead={t('teamPage.lead')}>
      <section className="ct-section" aria-label={t('pages.team.title')}>
        <div className="container">
          <SiteContent name="team">
            {({ members }) => (
              <CardGrid columns="col-md-6 col-lg-4" align="justify-content-center">
                {members.map((member) => (
                  <TeamMemberCard key={member.id} member={member} />
                ))}
              </CardGrid>
            )}
          </SiteContent>
        </div>
      </section>

      <Section id="philosophy" title={t('teamPage.philosophy.heading')} tinted>
        <IconCards
          columns="col-md-6"
          cards={PHILOSOPHY}
          text={(key, part) => t(`teamPage.philosophy.${key}.${part}`)}
        />
      </Section>

      <CallToAction
        id="join"
        band
        title={t('teamPage.join.heading')}
        text={t('teamPage.join.text')}
        action={
          // The join-our-team call to action links nowhere yet: there is no page to join from.
          <a href="#" onClick={stayOnPage} className="btn btn-light btn-lg ct-btn-on-dark mt-2">
            {t('teamPage.join.button')}
          </a>
        }
      />
    </ContentPage>
  );
}
