import { useTranslation } from 'react-i18next';
import type { SiteContentKey } from '@ministry/contracts/site-content';
import { NAMESPACE } from '../../../i18n';
import { PREVIEW_PAGES } from '../content-values';
import { EditorSection } from './field-parts';

/** Where the saved draft can be seen as visitors will see it (`?preview=draft`), each page in a new tab. */
export function PreviewLinks({ documentKey, unsaved }: { documentKey: SiteContentKey; unsaved: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <EditorSection
      id="adm-content-preview"
      title={t('siteContent.preview.heading')}
      intro={t('siteContent.preview.intro')}
    >
      {unsaved && <p className="small text-warning-emphasis">{t('siteContent.preview.unsaved')}</p>}
      <ul className="list-inline mb-0">
        {PREVIEW_PAGES[documentKey].map((path) => (
          <li key={path} className="list-inline-item">
            <a
              href={`${path}?preview=draft`}
              target="_blank"
              rel="noopener"
              className="btn btn-outline-secondary btn-sm"
            >
              {t('siteContent.preview.link', { path })}
              <span className="visually-hidden"> {t('siteContent.preview.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </EditorSection>
  );
}
