import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ministry/platform/page-title';

/** A small spinner for a line of text or a button that is busy; the text beside it says what for. */
export function InlineSpinner({ className }: { className?: string }) {
  return (
    <span
      className={['spinner-border spinner-border-sm', className].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('state.loading');
  return (
    <div className="d-flex justify-content-center align-items-center gap-2 py-5 text-secondary" role="status">
      <InlineSpinner />
      <span>{text}</span>
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger my-4" role="alert">
      {title && <h2 className="alert-heading h5">{title}</h2>}
      <p className="mb-0">{message ?? t('state.error')}</p>
      {/* Solid: the outline button's red is 3.4:1 on the alert's pink, the white on red 4.5:1. */}
      {onRetry && (
        <button type="button" className="btn btn-danger btn-sm mt-3" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** A failure said beside what failed (nothing while there is none), announced at once. */
export function ErrorAlert({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  'data-testid'?: string;
}) {
  if (!children) return null;
  return (
    <div {...rest} className={['alert alert-danger', className].filter(Boolean).join(' ')} role="alert">
      {children}
    </div>
  );
}

/**
 * Nothing at this address: a title (also the page's title), why, and the way back. The site's 404
 * by default; a section names its own texts and where its way back leads.
 */
export function NotFound({
  title,
  text,
  back,
}: {
  title?: string;
  text?: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageTitle(heading);
  return (
    <div className="container py-5 text-center">
      <h1 className="display-6 mb-3">{heading}</h1>
      <p className="text-secondary mb-4">{text ?? t('notFound.body')}</p>
      <Link to={back?.to ?? '/'} className="btn btn-primary">
        {back?.label ?? t('notFound.home')}
      </Link>
    </div>
  );
}
