import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { usePageTitle } from '@ministry/platform/page-title';
import { useSession } from '@ministry/platform/session';
import { confirmAccountDeletion } from '../features/account/api/account-deletion';
import { NAMESPACE } from '../features/account/texts-account-deletion';
import { AuthCard } from '../features/auth/components/auth-card';
import { useFragmentToken } from '@ministry/platform/fragment-token';

type Outcome =
  { state: 'asking' } | { state: 'scheduled'; date: string } | { state: 'failed'; message: string };

/**
 * /account-deletion#token=…, the page of the e-mailed link: opening it changes nothing; pressing its
 * button confirms, and her account is deleted in 14 days (her sessions end; signing in cancels it).
 */
export default function AccountDeletionPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  usePageTitle(t('accountDeletion.pageTitle'));
  const token = useFragmentToken();
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const confirm = async () => {
    setBusy(true);
    try {
      const { deletionDueAt } = await confirmAccountDeletion(token);
      setOutcome({
        state: 'scheduled',
        date: formatInstantDay(deletionDueAt, language, 'long'),
      });
      await refresh();
    } catch (error) {
      setOutcome({ state: 'failed', message: errorMessage(error, t('accountDeletion.confirmFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard
      title={t('accountDeletion.pageTitle')}
      intro={outcome.state === 'asking' ? t('accountDeletion.pageIntro') : undefined}
      focusTitle={outcome.state !== 'asking'}
    >
      {outcome.state === 'scheduled' && (
        <Alert variant="info" role="status">
          {t('accountDeletion.scheduled', { date: outcome.date })}
        </Alert>
      )}
      {outcome.state === 'failed' && (
        <Alert variant="danger" role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome.state === 'asking' && (
        <Button variant="danger" className="w-100" disabled={busy} onClick={() => void confirm()}>
          {busy ? t('accountDeletion.confirming') : t('accountDeletion.confirm')}
        </Button>
      )}
    </AuthCard>
  );
}
