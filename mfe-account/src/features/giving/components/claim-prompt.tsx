import { Alert, Button } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { claimEarlierGifts, sendVerificationLink, useClaimableGifts } from '../api/giving';
import { NAMESPACE } from '../texts';

type Outcome = { ok: boolean; message: string } | null;

/** One button and what came of it (a status, or an alert with the service's translated message). */
function Action({ label, busyLabel, run }: { label: string; busyLabel: string; run: () => Promise<string> }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const act = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await run() });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, '') });
    } finally {
      setBusy(false);
    }
  };
  if (outcome?.ok)
    return (
      <p className="mb-0 fw-semibold" role="status">
        {outcome.message}
      </p>
    );
  return (
    <>
      <Button variant="primary" size="sm" disabled={busy} onClick={() => void act()}>
        {busy ? busyLabel : label}
      </Button>
      {outcome && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {outcome.message}
        </p>
      )}
    </>
  );
}

/**
 * Gifts she gave on /give before she had an account, under her account's address. Claims by proof:
 * while her address is unverified the service tells nothing about them and the tab offers the
 * verification link instead; once verified, it tells how many and adds them on her word.
 */
export function ClaimPrompt({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const claimable = useClaimableGifts();
  const status = claimable.data;
  if (!status) return null;

  if (!status.emailVerified)
    return (
      <Alert variant="info" data-testid="verify-prompt">
        <p>{t('giving.tab.verifyPrompt')}</p>
        <Action
          label={t('giving.tab.verifyButton')}
          busyLabel={t('giving.tab.verifySending')}
          run={async () => {
            await sendVerificationLink();
            return t('giving.tab.verifySent');
          }}
        />
      </Alert>
    );

  const count = status.count ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="info" data-testid="claim-prompt">
      <p>{t('giving.tab.claimPrompt', { count })}</p>
      <Action
        label={t('giving.tab.claimButton', { count })}
        busyLabel={t('giving.tab.claimAdding')}
        run={async () => {
          const { attached } = await claimEarlierGifts();
          onClaimed();
          return t('giving.tab.claimAdded', { count: attached });
        }}
      />
    </Alert>
  );
}
