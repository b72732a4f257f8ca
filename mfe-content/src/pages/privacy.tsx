import '../styles/content.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@ministry/contracts/language';
import { dateTimeFormat } from '@ministry/contracts/intl';
import { MINISTRY_CONTENT, ministryName } from '@ministry/contracts/ministry';
import { useLanguage } from '@ministry/platform/i18n';
import { useSiteContent } from '@ministry/platform/site-content';
import { ContactDetails } from '../components/contact-details';
import { ContentPage } from '../components/content-page';
import { ContentCard, Section } from '../components/sections';
import privacyEn from '../locales/en/privacy.json';
import privacyEs from '../locales/es/privacy.json';
import { NAMESPACE, registerTexts } from '../i18n';

registerTexts({ en: privacyEn, es: privacyEs });

/** When the text below last changed in substance (a calendar day, shown in the reader's language). */
export const PRIVACY_UPDATED = '2026-12-02';

const KEPT = ['account', 'orders', 'events', 'counseling', 'contact', 'email'] as const;
// The periods are the services' defaults: CONTACT_RETENTION_MONTHS, CARE_TEXT_RETENTION_MONTHS,
// OUTBOX_SENT_RETENTION_DAYS… A deployment that changes one should change its row here too.
const RETENTION = ['contact', 'counselingTexts', 'donorAccess', 'financial', 'delivery', 'account'] as const;
const RIGHTS = ['download', 'delete'] as const;
const COOKIES = ['session', 'cart', 'language', 'device', 'stripe'] as const;

/** Who the ministry is and how to reach it: the published `ministry` document, the seed's until it is read. */
function WhoWeAre() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { content } = useSiteContent('ministry');
  const ministry = content ?? MINISTRY_CONTENT;
  return (
    <Section id="privacy-who" title={t('privacyPage.who.heading')} narrow>
      <p>{t('privacyPage.who.text', { name: ministryName(ministry, language) })}</p>
      <p>
        <Link to="/contact" className="ct-link-arrow">
          {t('privacyPage.who.contactLink')}
        </Link>
      </p>
      <ContentCard>
        <ContactDetails ministry={ministry} />
      </ContentCard>
    </Section>
  );
}

function RetentionTable() {
  const { t } = useTranslation(NAMESPACE);
  return (
    // Two columns of text that wrap: no scrolling box (it would need keyboard access of its own).
    <table className="table align-middle mb-0">
      <caption className="visually-hidden">{t('privacyPage.retention.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('privacyPage.retention.what')}</th>
          <th scope="col">{t('privacyPage.retention.howLong')}</th>
        </tr>
      </thead>
      <tbody>
        {RETENTION.map((row) => (
          <tr key={row} data-testid={`retention-${row}`}>
            <th scope="row" className="fw-normal">
              {t(`privacyPage.retention.rows.${row}.what`)}
            </th>
            <td>{t(`privacyPage.retention.rows.${row}.howLong`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The privacy policy (issue 44): who keeps what and why, for how long, her rights, the cookies and the
 * card payments. Static text in this remote's locales, not site content: its periods are what the
 * services' retention jobs enforce, so the words change with the code, not from the admin.
 */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  // UTC: the server render and the browser name the same day.
  const updated = dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PRIVACY_UPDATED}T12:00:00Z`),
  );
  return (
    <ContentPage title={t('pages.privacy.title')} lead={t('privacyPage.lead')}>
      <p className="text-center text-secondary small mt-4 mb-0" data-testid="privacy-updated">
        {t('privacyPage.updated', { date: updated })}
      </p>

      <WhoWeAre />

      <Section
        id="privacy-kept"
        title={t('privacyPage.kept.heading')}
        intro={t('privacyPage.kept.intro')}
        tinted
        narrow
      >
        <dl className="mb-0">
          {KEPT.map((item) => (
            <div key={item} className="mb-3">
              <dt>{t(`privacyPage.kept.items.${item}.title`)}</dt>
              <dd className="mb-0">{t(`privacyPage.kept.items.${item}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="privacy-retention" title={t('privacyPage.retention.heading')} narrow>
        <RetentionTable />
      </Section>

      <Section id="privacy-rights" title={t('privacyPage.rights.heading')} tinted narrow>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right}>{t(`privacyPage.rights.items.${right}`)}</li>
          ))}
        </ul>
        <p className="mb-0">{t('privacyPage.rights.how')}</p>
        <p className="mt-3 mb-0">
          <Link to="/contact" className="ct-link-arrow">
            {t('privacyPage.who.contactLink')}
          </Link>
        </p>
      </Section>

      <Section
        id="privacy-cookies"
        title={t('privacyPage.cookies.heading')}
        intro={t('privacyPage.cookies.intro')}
        narrow
      >
        <ul className="mb-0">
          {COOKIES.map((cookie) => (
            <li key={cookie}>{t(`privacyPage.cookies.items.${cookie}`)}</li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-cards" title={t('privacyPage.cards.heading')} tinted narrow>
        <p>{t('privacyPage.cards.text')}</p>
        <p className="mb-0">
          <a href="https://stripe.com/privacy" rel="noopener noreferrer">
            {t('privacyPage.cards.stripeLink')}
          </a>
        </p>
      </Section>
    </ContentPage>
  );
}
