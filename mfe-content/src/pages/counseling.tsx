import '../styles/content.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TeamMemberContent } from '@ministry/contracts/site-content';
import { ContentPage } from '../components/content-page';
import { LockIcon } from '../components/icons';
import { CallToAction, CardGrid, Section } from '../components/sections';
import { SiteContent } from '../components/site-content';
import counselingEn from '../locales/en/counseling.json';
import counselingEs from '../locales/es/counseling.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { useCounselors, useSessionTypes } from '../features/care/api/use-care';
import { counselorsWithMembers } from '../features/care/catalogue';
import { BookLink } from '../features/care/components/book-link';
import { CareRead } from '../features/care/components/care-read';
import { CounselorCard } from '../features/care/components/counselor-card';
import { HowItWorks } from '../features/care/components/how-it-works';
import { SessionTypes } from '../features/care/components/session-types';

registerTexts({ en: counselingEn, es: counselingEs });

/** The session types with their prices, as the care service lists them. */
function SessionCatalogue() {
  return (
    <CareRead read={useSessionTypes()} part="sessions">
      {({ sessionTypes }) => <SessionTypes types={sessionTypes} />}
    </CareRead>
  );
}

/** The active counselors, each with her team member (`members`: the published team page's). */
function Counselors({ members }: { members: TeamMemberContent[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CareRead read={useCounselors()} part="counselors">
      {({ counselors }) => {
        const shown = counselorsWithMembers(counselors, members);
        return shown.length === 0 ? (
          <p className="text-center text-secondary">{t('counselingPage.counselors.empty')}</p>
        ) : (
          <CardGrid columns="col-md-6 col-lg-4" align="justify-content-center">
            {shown.map((entry) => (
              <CounselorCard key={entry.counselor.id} {...entry} />
            ))}
          </CardGrid>
        );
      }}
    </CareRead>
  );
}

/**
 * Counseling and mentoring (issue 41), for everyone: how booking works, the session types and their
 * prices, the counselors (the care service's profiles with their team members' names and photos), what
 * stays confidential, and the way to book (the member's Care tab, through the sign-in for a visitor).
 */
export default function CounselingPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ContentPage title={t('pages.counseling.title')} lead={t('counselingPage.lead')}>
      <Section
        id="care-steps"
        title={t('counselingPage.steps.heading')}
        intro={t('counselingPage.steps.intro')}
      >
        <HowItWorks />
      </Section>

      <Section
        id="care-sessions"
        title={t('counselingPage.sessions.heading')}
        intro={t('counselingPage.sessions.intro')}
        tinted
      >
        <SessionCatalogue />
      </Section>

      <Section
        id="care-counselors"
        title={t('counselingPage.counselors.heading')}
        intro={t('counselingPage.counselors.intro')}
      >
        <SiteContent name="team">{({ members }) => <Counselors members={members} />}</SiteContent>
        <p className="text-center mt-4 mb-0">
          <Link to="/team" className="ct-link-arrow">
            {t('counselingPage.counselors.teamLink')}
          </Link>
        </p>
      </Section>

      <Section id="care-confidential" title={t('counselingPage.confidential.heading')} tinted narrow>
        <div className="ct-care-confidential" data-testid="care-confidential">
          <LockIcon aria-hidden="true" />
          <p className="mb-0">{t('counselingPage.confidential.text')}</p>
        </div>
      </Section>

      <CallToAction
        id="care-book"
        band
        title={t('counselingPage.cta.heading')}
        text={t('counselingPage.cta.text')}
        action={
          <BookLink
            label={t('counselingPage.cta.button')}
            className="btn btn-light btn-lg ct-btn-on-dark mt-2"
          />
        }
      />
    </ContentPage>
  );
}
