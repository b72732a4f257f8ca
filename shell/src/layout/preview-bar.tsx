import { useTranslation } from 'react-i18next';
import { useSession } from '@ministry/platform/session';
import { PREVIEW_QUERY, useContentPreview } from '@ministry/platform/site-content';

/** This address without `?preview=draft`: a full load, so every section reads what is published again. */
function leavePreviewHref(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_QUERY);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An editor's preview of unpublished site content says so at the top of every page, with the way out.
 * Only to editors: anyone else with `?preview=draft` sees the published page, and no bar.
 */
export function PreviewBar() {
  const { t } = useTranslation();
  const preview = useContentPreview();
  const { isContentEditor } = useSession();
  if (!preview || !isContentEditor) return null;
  return (
    <div role="status" className="bg-warning-subtle border-bottom border-warning small">
      <div className="container-xl d-flex flex-wrap align-items-center gap-3 py-2">
        <p className="mb-0 fw-semibold">{t('preview.notice')}</p>
        <a href={leavePreviewHref()} className="link-dark">
          {t('preview.leave')}
        </a>
      </div>
    </div>
  );
}
