import { useTranslation } from 'react-i18next';
import type { SiteContentKey } from '@ministry/contracts/site-content';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { describePath } from '../content-values';
import { useContentLabels } from './editor-context';

/** The texts a publish would show in the other language, one line each ("Team › Ana › Biography (Spanish)"). */
export function MissingList({
  documentKey,
  content,
  paths,
}: {
  documentKey: SiteContentKey;
  content: unknown;
  paths: string[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const labels = useContentLabels();
  return (
    <>
      <p>{t('siteContent.confirmPublish.intro')}</p>
      <ul className="mb-0" data-testid="missing-list">
        {paths.map((path) => {
          const { steps, missing } = describePath(documentKey, content, path, language);
          const where = steps
            .map((step) =>
              'field' in step
                ? labels.field(step.field)
                : step.title || t('siteContent.itemNumber', { number: step.item }),
            )
            .join(' › ');
          return (
            <li key={path}>
              {t('siteContent.inLanguage', { field: where, language: t(`siteContent.languages.${missing}`) })}
            </li>
          );
        })}
      </ul>
    </>
  );
}
