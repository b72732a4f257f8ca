import { Alert, Button } from 'react-bootstrap';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@ministry/platform/api';
import { LoadingState } from '@ministry/platform/states';
import { confirmClaim, requestClaim, useClaimableGifts } from '../api/giving';
import { NAMESPACE } from '../texts';

/** The address parameter the claim e-mail's link carries (/account?tab=giving&claim=<token>). */
export const CLAIM_PARAM = 'claim';

/** Confirms the claim link she followed, once, then takes the token out of the address. */
function ClaimConfirmation({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [, setParams] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmClaim(token)
      .then(() => {
        setResult({ ok: true, message: t('giving.tab.claimConfirmed') });
        onDone();
      })
      .catch((error: unknown) =>
        setResult({ ok: false, message: errorMessage(error, t('giving.tab.claimConfirmFailed')) }),
      )
      .finally(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(CLAIM_PARAM);
            return next;
          },
          { replace: true },
        ),
      );
    // Once per token: the language or the callbacks changing must not confirm it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  if (!result) return <LoadingState label={t('giving.tab.claimConfirming')} />;
  return (
    <Alert
      variant={result.ok ? 'success' : 'danger'}
      role={result.ok ? 'status' : 'alert'}
      data-testid="claim-result"
    >
      {result.message}
    </Alert>
  );
}

/**
 * "We found N earlier gifts with your e-mail": gifts she made as a visitor become hers once she
 * confirms the address (the service e-mails a link back here).
 */
export function ClaimPrompt({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get(CLAIM_PARAM);
  const claimable = useClaimableGifts();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [confirmedToken] = useState(token);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setState('sending');
    try {
      await requestClaim();
      setState('sent');
    } catch (error) {
      setState('idle');
      setFailure(errorMessage(error, t('giving.tab.claimFailed')));
    }
  };

  if (confirmedToken)
    return (
      <ClaimConfirmation
        token={confirmedToken}
        onDone={() => {
          void claimable.mutate();
          onClaimed();
        }}
      />
    );
  const count = claimable.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="info" data-testid="claim-prompt">
      <p>{t('giving.tab.claimPrompt', { count })}</p>
      {state === 'sent' ? (
        <p className="mb-0 fw-semibold" role="status">
          {t('giving.tab.claimSent')}
        </p>
      ) : (
        <Button variant="primary" size="sm" disabled={state === 'sending'} onClick={() => void send()}>
          {state === 'sending' ? t('giving.tab.claimSending') : t('giving.tab.claimButton')}
        </Button>
      )}
      {failure && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {failure}
        </p>
      )}
    </Alert>
  );
}
