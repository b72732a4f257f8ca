import '../styles/content.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@ministry/contracts/messages';
import { useLanguage } from '@ministry/platform/i18n';
import { useHydrated } from '@ministry/platform/platform-provider';
import { useSession } from '@ministry/platform/session';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { ContentPage } from '../components/content-page';
import { CallToAction } from '../components/sections';
import resourcesEn from '../locales/en/resources.json';
import resourcesEs from '../locales/es/resources.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { useResources } from '../features/resources/api/use-resources';
import { ResourceCard } from '../features/resources/components/resource-card';
import { RESOURCES_PANEL_ID, ResourceTabs, tabId } from '../features/resources/components/resource-tabs';
import { ALL_TAB, filterResources, resourceTabs } from '../features/resources/resource-categories';

registerTexts({ en: resourcesEn, es: resourcesEs });

export default function ResourcesPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useResources();
  const { user } = useSession();
  const hydrated = useHydrated();
  const [tab, setTab] = useState(ALL_TAB);

  // The session user carries the subscription flag; the service checks it again on download. It is
  // hers alone: read after hydration only, so the server's page (and any cached copy) is a visitor's.
  const subscribed =
    hydrated && Boolean(user && 'hasActiveSubscription' in user && user.hasActiveSubscription === true);
  const resources = data ?? [];
  const tabs = resourceTabs(resources);
  const shown = filterResources(resources, tab);

  return (
    <ContentPage title={t('pages.resources.title')} lead={t('resources.lead')}>
      <section className="ct-section">
        <div className="container">
          <ResourceTabs tabs={tabs} active={tab} onChange={setTab} />
          <div id={RESOURCES_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="mt-4">
            {isLoading && <LoadingState label={t('resources.loading')} />}
            {error && (
              <ErrorState
                title={translateMessage('resource.loadFailed', language)}
                onRetry={() => void mutate()}
              />
            )}
            {data && shown.length === 0 && (
              <p className="ct-empty text-center text-secondary py-5 mb-0">
                {translateMessage('resource.empty', language)}
              </p>
            )}
            {shown.length > 0 && (
              <div className="row g-4">
                {shown.map((resource, index) => (
                  <div className="col-md-6 col-lg-4" key={resource.id}>
                    <ResourceCard resource={resource} subscribed={subscribed} priority={index === 0} />
                  </div>
                ))}
              </div>
            )}
          </div>
        </div>
      </section>

      <CallToAction
        id="resources-cta"
        band
        title={t('resources.cta.heading')}
        text={t('resources.cta.text')}
        action={
          <Link to="/subscribe" className="btn btn-light btn-lg ct-btn-on-dark mt-2">
            {t('resources.cta.button')}
          </Link>
        }
      />
    </ContentPage>
  );
}
