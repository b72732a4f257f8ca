import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type SiteContentDraft, type SiteContentKey } from '@ministry/contracts/site-content';
import { missingTranslations, SITE_CONTENT_FIELDS } from '@ministry/contracts/site-content-fields';
import { ApiError, errorMessage, serverFieldErrors } from '@ministry/platform/api';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { loadMessages, useMessage } from '@ministry/platform/messages';
import { ErrorState, InlineSpinner, LoadingState } from '@ministry/platform/states';
import { reportFailure, toast } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../i18n';
import { SectionHeading } from '../../../kit';
import {
  missingInRefusal,
  publishDraft,
  saveDraft,
  useRefreshRevisions,
  useSiteContentDraft,
} from '../api/site-content';
import {
  contentErrors,
  editorPath,
  formatWhen,
  withItemIds,
  withoutErrorsOf,
  withValueAt,
  type ContentErrors,
} from '../content-values';
import { ContentFields } from './content-fields';
import { ContentEditorContext } from './editor-context';
import { MissingList } from './missing-list';
import { PreviewLinks } from './preview-links';
import { RevisionHistory } from './revision-history';

/**
 * One document's form, started from a draft: every field of its description, the missing-translation
 * marks and count, Save draft (with its version; a stale one is a conflict she can reload after, her
 * text kept), Publish (asking first when translations are missing), the preview and the history.
 */
function DocumentForm({
  documentKey,
  draft,
  onSaved,
  refresh,
  onReload,
  onRestored,
}: {
  documentKey: SiteContentKey;
  draft: SiteContentDraft;
  /** The draft as the service answered a save (kept as the cached draft). */
  onSaved: (draft: SiteContentDraft) => void;
  /** Reads the draft again (after a publish); answers it. */
  refresh: () => Promise<SiteContentDraft | undefined>;
  /** Starts again from the service's draft (after a conflict). */
  onReload: () => void;
  onRestored: (draft: SiteContentDraft) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const fields = SITE_CONTENT_FIELDS[documentKey];
  const [content, setContent] = useState<unknown>(draft.content);
  const [saved, setSaved] = useState<SiteContentDraft>(draft);
  const [errors, setErrors] = useState<ContentErrors>({});
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [conflict, setConflict] = useState(false);
  const [confirmMissing, setConfirmMissing] = useState<string[] | null>(null);
  const edits = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusError = useRef(false);
  const refreshRevisions = useRefreshRevisions(documentKey);
  const conflictMessage = useMessage('siteContent.versionConflict');

  const missingPaths = useMemo(() => missingTranslations(documentKey, content), [documentKey, content]);
  const missing = useMemo(() => new Set(missingPaths), [missingPaths]);
  const errorCount = Object.keys(errors).length;

  // After a refusal, the first field in error takes the focus (else the summary of errors).
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    (form.current?.querySelector<HTMLElement>('.is-invalid') ?? summary.current)?.focus();
  }, [errors]);

  const change = useCallback((path: string, value: unknown) => {
    edits.current++;
    setContent((current: unknown) => withValueAt(current, path, value));
    setErrors((current) => withoutErrorsOf(current, path));
    setDirty(true);
  }, []);

  const showErrors = (found: ContentErrors) => {
    focusError.current = true;
    setErrors(found);
  };

  /** Checks and saves what the form holds; the new draft, or null (the form says why). */
  const save = async (): Promise<SiteContentDraft | null> => {
    const prepared = withItemIds(fields, content);
    if (JSON.stringify(prepared) !== JSON.stringify(content)) setContent(prepared);
    const [found] = await Promise.all([contentErrors(documentKey, prepared), loadMessages()]);
    if (Object.keys(found).length) {
      showErrors(found);
      return null;
    }
    const editsSent = edits.current;
    try {
      const next = await saveDraft(documentKey, saved.version, prepared);
      setSaved(next);
      setConflict(false);
      if (edits.current === editsSent) setDirty(false);
      onSaved(next);
      return next;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        setConflict(true);
        return null;
      }
      // The service checks `{ version, content }`: a field's path starts with `content.`.
      const server = Object.entries(serverFieldErrors(caught));
      if (server.length)
        showErrors(
          Object.fromEntries(
            server.map(([path, message]) => [editorPath(path).replace(/^content\./, ''), message]),
          ),
        );
      reportFailure('Saving the draft', caught, { title: t('siteContent.saveFailed') });
      return null;
    }
  };

  const onSave = async () => {
    if (busy) return;
    setBusy('save');
    try {
      if (await save())
        toast({
          title: t('siteContent.saved'),
          description: t('siteContent.savedDetail'),
          variant: 'success',
        });
    } finally {
      setBusy(null);
    }
  };

  /** Saves what is not saved yet, then publishes (with missing translations only once she confirmed). */
  const publish = async (allowMissing: boolean) => {
    if (busy) return;
    setBusy('publish');
    let version = saved.version;
    try {
      if (dirty) {
        const next = await save();
        if (!next) return;
        version = next.version;
      }
      if (!allowMissing && missingPaths.length) {
        setConfirmMissing(missingPaths);
        return;
      }
      await publishDraft(documentKey, { version, ...(allowMissing && { allowMissingTranslations: true }) });
      setConfirmMissing(null);
      toast({
        title: t('siteContent.published'),
        description: t('siteContent.publishedDetail'),
        variant: 'success',
      });
      const fresh = await refresh().catch(() => undefined);
      setSaved((current) => fresh ?? { ...current, unpublished: false });
      void refreshRevisions();
    } catch (caught) {
      setConfirmMissing(null);
      const refused = missingInRefusal(caught);
      if (refused) {
        setConfirmMissing(refused);
      } else if (caught instanceof ApiError && caught.status === 409) {
        // Either someone saved since (a conflict), or there is nothing new to publish.
        const fresh = await refresh().catch(() => undefined);
        if (fresh && fresh.version !== version) setConflict(true);
        else
          toast({
            title: t('siteContent.nothingToPublish'),
            description: errorMessage(caught, '') || undefined,
            variant: 'info',
          });
      } else {
        reportFailure('Publishing the document', caught, { title: t('siteContent.publishFailed') });
      }
    } finally {
      setBusy(null);
    }
  };

  const status = dirty ? 'unsaved' : saved.unpublished ? 'unpublished' : 'published';
  return (
    <ContentEditorContext.Provider value={{ documentKey, content, errors, missing, readOnly: false, change }}>
      <form
        ref={form}
        noValidate
        aria-labelledby="adm-content-document"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <div className="adm-action-bar bg-body-tertiary py-2 mb-3 border-bottom">
          <SectionHeading
            id="adm-content-document"
            level={3}
            title={t(`siteContent.documents.${documentKey}`)}
            actions={
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="outline-primary" disabled={busy !== null}>
                  {busy === 'save' && <InlineSpinner className="me-2" />}
                  {t(busy === 'save' ? 'siteContent.saving' : 'siteContent.save')}
                </Button>
                <Button
                  variant="primary"
                  disabled={busy !== null || (!dirty && !saved.unpublished)}
                  onClick={() => void publish(false)}
                >
                  {busy === 'publish' && <InlineSpinner className="me-2" />}
                  {t(busy === 'publish' ? 'siteContent.publishing' : 'siteContent.publish')}
                </Button>
              </div>
            }
          />
          <div className="d-flex flex-wrap align-items-center gap-2 small">
            <Badge
              bg={status === 'published' ? 'success' : status === 'unpublished' ? 'warning' : 'secondary'}
              text={status === 'unpublished' ? 'dark' : undefined}
              data-testid="content-status"
            >
              {t(`siteContent.status.${status}`)}
            </Badge>
            {saved.updatedBy && formatWhen(saved.updatedAt, language) && (
              <span className="text-secondary">
                {t('siteContent.lastSaved', {
                  when: formatWhen(saved.updatedAt, language),
                  who: saved.updatedBy,
                })}
              </span>
            )}
            {missingPaths.length > 0 && (
              <span className="text-warning-emphasis" data-testid="missing-count">
                {t('siteContent.missingCount', { count: missingPaths.length })}
              </span>
            )}
          </div>
        </div>
        {conflict && (
          <Alert variant="danger">
            <Alert.Heading as="h4" className="h6">
              {t('siteContent.conflictTitle')}
            </Alert.Heading>
            <p role="alert">{conflictMessage}</p>
            <Button variant="outline-danger" size="sm" onClick={onReload}>
              {t('siteContent.reload')}
            </Button>
          </Alert>
        )}
        {errorCount > 0 && (
          <Alert variant="danger" ref={summary} tabIndex={-1} data-testid="content-errors">
            {t('siteContent.checkFields', { count: errorCount })}
          </Alert>
        )}
        <PreviewLinks documentKey={documentKey} unsaved={dirty} />
        <ContentFields fields={fields} />
      </form>
      <ConfirmDialog
        show={confirmMissing !== null}
        title={t('siteContent.confirmPublish.title')}
        body={
          confirmMissing && <MissingList documentKey={documentKey} content={content} paths={confirmMissing} />
        }
        confirmLabel={t('siteContent.confirmPublish.confirm')}
        busyLabel={t('siteContent.publishing')}
        cancelLabel={t('siteContent.confirmPublish.cancel')}
        busy={busy === 'publish'}
        onConfirm={() => publish(true)}
        onCancel={() => setConfirmMissing(null)}
      />
      <RevisionHistory documentKey={documentKey} onRestored={onRestored} />
    </ContentEditorContext.Provider>
  );
}

/** A document's editor: its draft loaded, then the form (started again after a reload or a restore). */
export function DocumentEditor({ documentKey }: { documentKey: SiteContentKey }) {
  const { t } = useTranslation(NAMESPACE);
  const draft = useSiteContentDraft(documentKey);
  const [started, setStarted] = useState<{ draft: SiteContentDraft; generation: number } | null>(null);
  const startFrom = (next: SiteContentDraft) =>
    setStarted((current) => ({ draft: next, generation: (current?.generation ?? 0) + 1 }));
  const shown = started?.draft ?? draft.data;

  if (!shown && draft.error)
    return (
      <ErrorState
        title={t('siteContent.loadError')}
        message={errorMessage(draft.error, '') || undefined}
        onRetry={() => void draft.mutate()}
      />
    );
  if (!shown) return <LoadingState label={t('siteContent.loading')} />;
  return (
    <DocumentForm
      key={started?.generation ?? 0}
      documentKey={documentKey}
      draft={shown}
      onSaved={(next) => void draft.mutate(next, { revalidate: false })}
      refresh={() => draft.mutate()}
      onReload={() => {
        void draft.mutate().then((fresh) => fresh && startFrom(fresh));
      }}
      onRestored={(next) => {
        void draft.mutate(next, { revalidate: false });
        startFrom(next);
      }}
    />
  );
}
