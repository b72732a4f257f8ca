import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { usePageTitle } from '@ministry/platform/page-title';
import { fetchDataExport, saveDataExport } from '../features/account/api/data-export';
import { NAMESPACE } from '../features/account/texts-data-export';
import { AuthCard } from '../features/auth/components/auth-card';
import { useFragmentToken } from '@ministry/platform/fragment-token';

type Outcome = { state: 'asking' } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * /my-data#token=…, the page of the e-mailed link: opening it downloads nothing (mail scanners open
 * links); its button POSTs the token and saves the file.
 */
export default function MyDataPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('dataExport.pageTitle'));
  const token = useFragmentToken();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const download = async () => {
    setBusy(true);
    try {
      saveDataExport(await fetchDataExport(token));
      setOutcome({ state: 'done' });
    } catch (error) {
      setOutcome({ state: 'failed', message: errorMessage(error, t('dataExport.downloadFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard
      title={t('dataExport.pageTitle')}
      intro={outcome.state === 'asking' ? t('dataExport.pageIntro') : undefined}
      focusTitle={outcome.state !== 'asking'}
    >
      {outcome.state === 'done' && (
        <Alert variant="info" role="status">
          {t('dataExport.downloaded')}
        </Alert>
      )}
      {outcome.state === 'failed' && (
        <Alert variant="danger" role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome.state !== 'done' && (
        <Button variant="primary" className="w-100" disabled={busy} onClick={() => void download()}>
          {busy ? t('dataExport.downloading') : t('dataExport.download')}
        </Button>
      )}
    </AuthCard>
  );
}
