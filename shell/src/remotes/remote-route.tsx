import { useTranslation } from 'react-i18next';
import { LoadingState } from '@ministry/platform/states';
import { RemoteComponent } from './remote-component';

function SectionUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container py-5">
      <div className="alert alert-warning" role="alert" data-testid="remote-fallback">
        <h1 className="alert-heading h4">{t('remote.unavailableTitle')}</h1>
        <p>{t('remote.unavailableBody')}</p>
        <button type="button" className="btn btn-outline-dark" onClick={retry}>
          {t('remote.retry')}
        </button>
      </div>
    </div>
  );
}

/** A whole route's screen from a remote; a failure shows a bilingual section fallback with retry. */
export function RemoteRoute({ module }: { module: string }) {
  const { t } = useTranslation();
  return (
    <RemoteComponent
      id={module}
      loading={<LoadingState label={t('remote.loading')} />}
      fallback={(retry) => <SectionUnavailable retry={retry} />}
    />
  );
}
