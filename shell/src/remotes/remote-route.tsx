import { Alert, Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@ministry/platform/states';
import { RemoteComponent } from './remote-component';

function SectionUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container className="py-5">
      <Alert variant="warning" role="alert" data-testid="remote-fallback">
        <Alert.Heading as="h1" className="h4">
          {t('remote.unavailableTitle')}
        </Alert.Heading>
        <p>{t('remote.unavailableBody')}</p>
        <Button variant="outline-dark" onClick={retry}>
          {t('remote.retry')}
        </Button>
      </Alert>
    </Container>
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
