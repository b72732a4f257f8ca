import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  type SiteContentDraft,
  type SiteContentKey,
  type SiteContentRevision,
} from '@ministry/contracts/site-content';
import { SITE_CONTENT_FIELDS } from '@ministry/contracts/site-content-fields';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { reportFailure, toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { DataTable, RecordList, type RecordListTexts } from '../../../kit';
import { NamedButton } from '@ministry/platform/named-button';
import { restoreRevision, useSiteContentRevision, useSiteContentRevisions } from '../api/site-content';
import { formatWhen } from '../content-values';
import { ContentFields } from './content-fields';
import { EditorSection } from './field-parts';
import { ContentEditorContext } from './editor-context';

const NO_MARKS: ReadonlySet<string> = new Set();
const COLUMNS = ['revision', 'when', 'who'] as const;

/** A revision as it was published, every field read-only. */
function RevisionView({
  documentKey,
  revision,
}: {
  documentKey: SiteContentKey;
  revision: SiteContentRevision;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useSiteContentRevision(documentKey, revision.id);
  const title = t('siteContent.history.viewing', { number: revision.revision });
  return (
    <Card className="border-0 shadow-sm mt-3" as="section" aria-label={title} data-testid="revision-view">
      <Card.Body>
        <h5 className="mb-3">{title}</h5>
        {error ? (
          <ErrorState title={t('siteContent.history.viewLoadError')} onRetry={() => void mutate()} />
        ) : !data ? (
          <LoadingState label={t('siteContent.history.loading')} />
        ) : (
          <ContentEditorContext.Provider
            value={{
              documentKey,
              content: data.content,
              errors: {},
              missing: NO_MARKS,
              readOnly: true,
              change: () => undefined,
            }}
          >
            <ContentFields fields={SITE_CONTENT_FIELDS[documentKey]} />
          </ContentEditorContext.Provider>
        )}
      </Card.Body>
    </Card>
  );
}

interface RevisionHistoryProps {
  documentKey: SiteContentKey;
  onRestored: (draft: SiteContentDraft) => void;
}

/**
 * The document's revisions, newest first (number, when in the admin's language, who); View shows one
 * read-only, Restore (asked first) makes it the draft.
 */
export function RevisionHistory({ documentKey, onRestored }: RevisionHistoryProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: revisions, error, mutate } = useSiteContentRevisions(documentKey);
  const [viewing, setViewing] = useState<SiteContentRevision | null>(null);
  const [restoring, setRestoring] = useState<SiteContentRevision | null>(null);
  const texts = Object.fromEntries(
    (['loadError', 'loading', 'empty'] as const).map((text) => [text, t(`siteContent.history.${text}`)]),
  ) as Required<RecordListTexts>;

  const restore = async (revision: SiteContentRevision) => {
    try {
      const draft = await restoreRevision(documentKey, revision.id);
      toast({ title: t('siteContent.history.restored', { number: revision.revision }), variant: 'success' });
      setRestoring(null);
      onRestored(draft);
    } catch (caught) {
      reportFailure('Restoring the revision', caught, { title: t('siteContent.history.restoreFailed') });
      setRestoring(null);
    }
  };

  return (
    <EditorSection
      id="adm-content-history"
      title={t('siteContent.history.heading')}
      intro={t('siteContent.history.intro')}
    >
      <RecordList items={revisions} error={error} onRetry={mutate} texts={texts}>
        {(shown) => (
          <DataTable
            testId="content-revisions"
            columns={COLUMNS}
            label={(key) => t(`siteContent.history.${key}`)}
            actions={t('siteContent.history.actions')}
          >
            {shown.map((revision) => {
              const open = viewing?.id === revision.id;
              return (
                <tr key={revision.id} data-testid="content-revision">
                  <th scope="row">{revision.revision}</th>
                  <td>{formatWhen(revision.publishedAt, language)}</td>
                  <td>{revision.publishedBy ?? t('siteContent.history.nobody')}</td>
                  <td className="text-end text-nowrap">
                    <NamedButton
                      variant="outline-secondary"
                      className="me-2"
                      label={t(open ? 'siteContent.history.hide' : 'siteContent.history.view')}
                      name={String(revision.revision)}
                      aria-expanded={open}
                      onClick={() => setViewing(open ? null : revision)}
                    />
                    <NamedButton
                      variant="outline-primary"
                      label={t('siteContent.history.restore')}
                      name={String(revision.revision)}
                      onClick={() => setRestoring(revision)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </RecordList>
      {viewing && <RevisionView key={viewing.id} documentKey={documentKey} revision={viewing} />}
      <ConfirmDialog
        show={restoring !== null}
        title={t('siteContent.history.restoreTitle', { number: restoring?.revision ?? '' })}
        body={t('siteContent.history.restoreQuestion')}
        confirmLabel={t('siteContent.history.restoreConfirm')}
        busyLabel={t('siteContent.history.restoring')}
        cancelLabel={t('siteContent.history.cancel')}
        onConfirm={() => (restoring ? restore(restoring) : undefined)}
        onCancel={() => setRestoring(null)}
      />
    </EditorSection>
  );
}
