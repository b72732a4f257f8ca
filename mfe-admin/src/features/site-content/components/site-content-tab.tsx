import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isSiteContentKey, SITE_CONTENT_KEYS } from '@ministry/contracts/site-content';
import { NAMESPACE } from '../../../i18n';
import { DataTable, TabSection } from '../../../kit';
import { NamedButton } from '@ministry/platform/named-button';
import { DOCUMENT_PARAM, useAdminLocation } from '../../layout';
import { DocumentEditor } from './document-editor';

/** The eight documents, each with what it holds and Edit. */
function DocumentList({ onOpen }: { onOpen: (key: (typeof SITE_CONTENT_KEYS)[number]) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DataTable
      testId="content-documents"
      columns={['documentsLabel']}
      label={(key) => t(`siteContent.${key}`)}
      actions={t('siteContent.edit')}
    >
      {SITE_CONTENT_KEYS.map((key) => (
        <tr key={key} data-testid="content-document">
          <th scope="row">
            {t(`siteContent.documents.${key}`)}
            <div className="text-secondary small fw-normal">{t(`siteContent.descriptions.${key}`)}</div>
          </th>
          <td className="text-end">
            <NamedButton
              variant="outline-primary"
              label={t('siteContent.edit')}
              name={t(`siteContent.documents.${key}`)}
              onClick={() => onOpen(key)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The Site content tab: the documents, and the one named in the address (`&document=team`) in its
 * editor, with a way back to the list.
 */
export function SiteContentTab() {
  const { t } = useTranslation(NAMESPACE);
  const { params, go } = useAdminLocation();
  const requested = params.get(DOCUMENT_PARAM) ?? '';
  const open = isSiteContentKey(requested) ? requested : null;
  return (
    <TabSection tab="siteContent">
      {open ? (
        <>
          <Button variant="link" className="px-0 mb-2" onClick={() => go('site-content')}>
            <span aria-hidden="true">← </span>
            {t('siteContent.allDocuments')}
          </Button>
          <DocumentEditor key={open} documentKey={open} />
        </>
      ) : (
        <DocumentList onOpen={(key) => go('site-content', { [DOCUMENT_PARAM]: key })} />
      )}
    </TabSection>
  );
}
